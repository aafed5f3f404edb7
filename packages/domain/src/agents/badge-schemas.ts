import { z } from 'zod';
import { validationMessages as m } from '../validation/messages.ts';
import { zOptionalString, zRequiredString, zUuid } from '../validation/zod.ts';
import { zAgentItem, zDay } from './agent-schemas.ts';

/** GET {agency}/badge/agent/{id}?type=: the badge as a PDF (default) or the QR code alone as a PNG. */
export const zBadgeQuery = z.object({ type: z.enum(['pdf', 'png']).default('pdf') });

export const zIndividualNumberResponse = z.object({ individualNumber: z.string() });

/** GET {agency}/information/agent/{id}: what a badge scan may show (no contact details). */
export const zAgentInformation = z.object({
  id: z.string(),
  fullname: z.string(),
  agency: z.object({ id: z.string(), name: z.string() }),
  registrationNumber: z.string().nullable(),
  individualNumber: z.string(),
  active: z.boolean(),
  specialties: z.array(z.string()),
  /** The id of the agent's photo, shown on the badge; null without one. */
  profilePicture: z.string().nullable().default(null),
  cnapsCard: z
    .object({
      number: z.string().nullable(),
      expiresAt: z.string().nullable(),
      status: z.enum(['expired', 'expiresSoon', 'valid']).nullable(),
    })
    .nullable(),
});
export type AgentInformation = z.infer<typeof zAgentInformation>;

/** The web route a badge's QR code opens, to check the agent against the agency's record. */
export const BADGE_CHECK_ROUTE = '/badge/verification/:agencyId/:agentId';
export const badgeCheckPath = (agencyId: string, agentId: string, individualNumber: string) =>
  `${BADGE_CHECK_ROUTE.replace(':agencyId', agencyId).replace(':agentId', agentId)}?n=${individualNumber}`;

/** One item of POST {agency}/agent/{id}/items: a new one has no id; the list order is the position. */
export const zAgentItemInput = z.object({
  id: zUuid().nullable().optional(),
  label: zRequiredString(200),
  reference: zOptionalString(100),
  quantity: z
    .number({ error: m.positiveInteger })
    .int(m.integer)
    .min(1, m.positiveInteger)
    .max(10_000, m.invalid)
    .default(1),
  assignedAt: zDay().nullable().optional(),
});

/** POST {agency}/agent/{id}/items (spec: id, agentInfos.id, agentInfos.items): replaces the list. */
export const zSaveItemsRequest = z.object({
  id: zUuid().optional(),
  agentInfos: z.object({ id: zUuid().optional(), items: z.array(zAgentItemInput).max(500) }),
});
export type SaveItemsRequest = z.input<typeof zSaveItemsRequest>;

export const zItemsResponse = z.object({ data: z.array(zAgentItem), total: z.number().int() });
