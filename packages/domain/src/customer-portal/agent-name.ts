/**
 * An agent as a customer sees them: the first name and the initial of the last name (« Karim B. »), never the
 * last name, the e-mail or anything else (spec 000 section 6: customers do not load agents). Without a first name,
 * « Agent » stands in for it.
 */
export function customerAgentName(firstname: string | null | undefined, lastname: string | null | undefined): string {
  const first = firstname?.trim() || 'Agent';
  const initial = lastname?.trim().charAt(0).toLocaleUpperCase('fr-FR');
  return initial ? `${first} ${initial}.` : first;
}
