import { z } from 'zod';
import { zOptionalString } from '../validation/zod.ts';

/** Messages of the agents excluded from a site. */
export const siteExclusionMessages = {
  agentRequired: 'Choisissez l’agent à exclure du site.',
} as const;

/**
 * POST {agency}/site/{id}/excluded-agents: excludes an agent from the site (the automatic planning never proposes
 * them there). Adding an agent already excluded keeps the one row (and its first reason and date).
 */
export const zSiteExclusionRequest = z.object({
  agentId: z.uuid({ error: siteExclusionMessages.agentRequired }),
  reason: zOptionalString(500),
});
export type SiteExclusionRequest = z.infer<typeof zSiteExclusionRequest>;

/** One agent excluded from a site: who, why (when given) and since when. */
export const zSiteExclusion = z.object({
  agentId: z.string(),
  fullname: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type SiteExclusion = z.infer<typeof zSiteExclusion>;

/** GET and POST {agency}/site/{id}/excluded-agents: the site's excluded agents, by name. */
export const zSiteExclusions = z.object({ siteId: z.string(), agents: z.array(zSiteExclusion) });
export type SiteExclusions = z.infer<typeof zSiteExclusions>;
