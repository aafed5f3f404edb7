/**
 * Site-level rights (spec 000 section 5: separate for agents, rightsAgent, and customers, rightsCustomer).
 * They say what the agents of a site and the users of its customer may see or do on that site; stored as text.
 */
export const siteRightLabels = {
  'instructions.view': 'Voir les consignes',
  'instructions.create': 'Donner des consignes',
  'keys.view': 'Voir les clés',
  'alarms.view': 'Voir les alarmes',
  'items.view': 'Voir le matériel',
  'comments.view': 'Voir les commentaires',
  'events.view': 'Voir la main courante du site',
  'events.create': 'Saisir des événements de main courante',
  'reports.view': 'Voir les rapports d’intervention',
  'planning.view': 'Voir le planning du site',
} as const;
export type SiteRight = keyof typeof siteRightLabels;

/** Rights that make sense for the agents posted on a site. */
export const agentSiteRights = [
  'instructions.view',
  'keys.view',
  'alarms.view',
  'items.view',
  'comments.view',
  'events.view',
  'events.create',
  'reports.view',
  'planning.view',
] as const satisfies readonly SiteRight[];
export type AgentSiteRight = (typeof agentSiteRights)[number];

/** Rights that make sense for the users of the site's customer. */
export const customerSiteRights = [
  'instructions.view',
  'instructions.create',
  'keys.view',
  'alarms.view',
  'items.view',
  'events.view',
  'reports.view',
  'planning.view',
] as const satisfies readonly SiteRight[];
export type CustomerSiteRight = (typeof customerSiteRights)[number];

/** What a new site grants unless the form says otherwise. */
export const defaultRightsAgent: AgentSiteRight[] = [
  'instructions.view',
  'keys.view',
  'alarms.view',
  'items.view',
  'comments.view',
  'events.view',
  'events.create',
];
export const defaultRightsCustomer: CustomerSiteRight[] = ['instructions.view', 'events.view', 'reports.view'];

/** Who looks at a site: agency staff see everything; agents and customers see what the site grants them. */
export type SiteViewer = { kind: 'staff' } | { kind: 'agent' } | { kind: 'customer' };

/** The site-level rights a viewer holds on a site. Staff hold every right. */
export function siteRightsOf(
  viewer: SiteViewer,
  site: { rightsAgent: readonly string[]; rightsCustomer: readonly string[] },
): SiteRight[] {
  if (viewer.kind === 'staff') return Object.keys(siteRightLabels) as SiteRight[];
  const granted = viewer.kind === 'agent' ? site.rightsAgent : site.rightsCustomer;
  const allowed: readonly string[] = viewer.kind === 'agent' ? agentSiteRights : customerSiteRights;
  return granted.filter((r): r is SiteRight => allowed.includes(r));
}
