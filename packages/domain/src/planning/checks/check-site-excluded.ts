import { type CheckInput, issue } from './check-input.ts';

/**
 * `siteExcluded` (issue 32, always blocking): the service is on a site the agency excluded the agent from (the
 * site's « Agents exclus »). The automatic planning's candidate search reads the same list, and its proposal is
 * verified by this check.
 */
export function checkSiteExcluded({ ctx, candidates }: CheckInput) {
  const excluded = ctx.agent.excludedSites;
  if (!excluded || excluded.length === 0) return [];
  const names = new Map(excluded.map((site) => [site.id, site.name]));
  return candidates.flatMap((service) => {
    if (!service.siteId || !names.has(service.siteId)) return [];
    const name = names.get(service.siteId)?.trim();
    const site = name ? `du site « ${name} »` : 'de ce site';
    return [issue(service.key, 'siteExcluded', `${ctx.agent.name} fait partie des agents exclus ${site}`)];
  });
}
