/**
 * The placeholders a site's intervention report template (« bon d'intervention ») may use, with what each becomes.
 * A placeholder is written between braces, e.g. `Intervention de {agent} sur {site} le {date}.`
 */
export const agencyReportPlaceholders = {
  site: 'le nom du site',
  client: 'le nom du client du site',
  agent: "le nom de l'agent",
  reference: 'la référence du service',
  date: 'le jour du début réel (JJ/MM/AAAA)',
  debut: 'le début réel (JJ/MM/AAAA HH:MM)',
  fin: 'la fin réelle (JJ/MM/AAAA HH:MM)',
  duree: 'la durée réelle, pauses déduites (ex. 7 h 30)',
  pauses: 'le total des pauses (ex. 30 min)',
  rapport: "le rapport de fin de l'agent",
  signataire: 'le nom du signataire du bon',
  agence: "le nom de l'agence",
} as const;

export type AgencyReportPlaceholder = keyof typeof agencyReportPlaceholders;
export type AgencyReportValues = Record<AgencyReportPlaceholder, string>;

/** The template used when a site has none. */
export const defaultAgencyReportTemplate =
  "Intervention de {agent} sur le site {site} du {debut} au {fin} (durée {duree}, pauses {pauses}).\n\nRapport de l'agent :\n{rapport}";

const placeholder = /\{([a-z]+)\}/g;

/**
 * Fills a template: each known `{placeholder}` becomes its value, in one pass (a value holding braces is never
 * read again); an unknown one is left as written, so a typo shows in the report instead of vanishing.
 */
export function fillAgencyReportTemplate(template: string | null | undefined, values: AgencyReportValues): string {
  const text = template?.trim() ? template : defaultAgencyReportTemplate;
  return text.replace(placeholder, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as AgencyReportPlaceholder] : whole,
  );
}

/** « 7 h 30 », « 45 min », « 0 min » for a number of minutes. */
export function formatMinutes(total: number): string {
  const minutes = Math.max(0, Math.round(total));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}
