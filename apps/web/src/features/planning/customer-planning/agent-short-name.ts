/**
 * An agent as a customer sees them: first name and the initial of the surname (« Karim B. »), never the full
 * surname. The first word is taken as the first name; the initial is the last word's.
 */
export function agentShortName(fullname: string): string {
  const words = fullname.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return words[0];
  const initial = words.at(-1)!.charAt(0).toLocaleUpperCase('fr-FR');
  return `${words[0]} ${initial}.`;
}
