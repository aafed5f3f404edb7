/** Query keys of the site calls: every site answer of an agency sits under sitesKey, so one invalidation refreshes them. */
export const sitesKey = (agencyId: string) => ['agency', agencyId, 'sites'] as const;
export const siteKey = (agencyId: string, siteId: string) => [...sitesKey(agencyId), 'site', siteId] as const;
export const siteItemsKey = (agencyId: string, siteId: string) => [...siteKey(agencyId, siteId), 'items'] as const;
export const siteInstructionsKey = (agencyId: string, siteId: string) =>
  [...siteKey(agencyId, siteId), 'instructions'] as const;
export const siteExclusionsKey = (agencyId: string, siteId: string) =>
  [...siteKey(agencyId, siteId), 'excluded-agents'] as const;
/** The compact list of the sites (find-site-references.ts). */
export const siteReferencesKey = (agencyId: string) => [...sitesKey(agencyId), 'references'] as const;
