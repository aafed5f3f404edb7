import { z } from 'zod';
import { zSearch, zUuid } from '../validation/zod.ts';
import { CNAPS_CARD_KIND, expirationKinds } from './agent-types.ts';
import { AGENTS_PAGE_LIMIT, DEFAULT_AGENTS_LIMIT, orDefaults } from './list-schemas.ts';

export const zExpirationStatus = z.enum(['expired', 'expiresSoon', 'valid']);

/** POST {agency}/fetch/agent-expirations: the agency expiration screens, soonest first. */
export const zFetchExpirationsRequest = orDefaults(
  z.object({
    filters: z
      .object({
        /** regulatory: CNAPS cards and certificates; contracts: work contracts. */
        category: z.enum(['regulatory', 'contracts', 'all']).default('all'),
        status: zExpirationStatus.optional(),
        agentId: zUuid().optional(),
        search: zSearch(200),
      })
      .default({ category: 'all' }),
    page: z.number().int().min(1).max(100_000).default(1),
    limit: z.number().int().min(1).max(AGENTS_PAGE_LIMIT).default(DEFAULT_AGENTS_LIMIT),
  }),
);
export type FetchExpirationsQuery = z.output<typeof zFetchExpirationsRequest>;

export const zExpirationRow = z.object({
  /** The document's id, or 'cnapsCard:{agentId}' for a CNAPS card. */
  id: z.string(),
  agentId: z.string(),
  agentFullname: z.string(),
  kind: z.enum([CNAPS_CARD_KIND, ...expirationKinds]),
  label: z.string(),
  number: z.string().nullable(),
  expiresAt: z.string(),
  status: zExpirationStatus,
  daysLeft: z.number().int(),
});
export type ExpirationRow = z.infer<typeof zExpirationRow>;

export const zFetchExpirationsResponse = z.object({
  data: z.array(zExpirationRow),
  total: z.number().int(),
  /** Rows per status in the category (before the status filter), for the screen's tabs. */
  counts: z.object({ expired: z.number().int(), expiresSoon: z.number().int(), valid: z.number().int() }),
});
export type FetchExpirationsResponse = z.infer<typeof zFetchExpirationsResponse>;
