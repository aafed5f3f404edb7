import { z } from 'zod';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { zPage } from '../pagination/schemas.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zRequiredString, zSearch } from '../validation/zod.ts';
import { agentRequestStatuses } from './status.ts';

export const zAgentRequestStatus = z.enum(agentRequestStatuses);

/**
 * POST {agency}{scope}/request: an agent asks for themself; staff with agentRequests.create may ask for an agent
 * (agentId). A phone may send a client-made `uuid`: the same uuid twice is one request.
 */
export const zAgentRequestCreate = z.object({
  uuid: z.uuid().nullish(),
  agentId: z.uuid().nullish(),
  requestTypeId: z.uuid({ error: m.required }),
  subject: zRequiredString(160),
  content: zRequiredString(5000),
});
export type AgentRequestCreate = z.infer<typeof zAgentRequestCreate>;

/** POST {agency}/request/{status}: the requester is e-mailed (and notified) only when sendEmail is true. */
export const zAgentRequestStatusChange = z.object({ id: z.uuid(), sendEmail: z.boolean().default(false) });
export type AgentRequestStatusChange = z.infer<typeof zAgentRequestStatusChange>;

export const zAgentRequest = z.object({
  id: z.string(),
  uuid: z.string().nullable(),
  agent: z.object({ id: z.string(), fullname: z.string() }),
  requestType: z.object({ id: z.string(), label: z.string() }),
  subject: z.string(),
  content: z.string(),
  status: zAgentRequestStatus,
  statusChangedAt: z.string().nullable(),
  /** Whether the caller has news on it they have not read. */
  unread: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AgentRequest = z.infer<typeof zAgentRequest>;

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item.transform((v) => [v]), z.array(item).max(100)]).optional();

/** POST {agency}{scope}/fetch/agent-requests: filters take one value or a list. */
export const zAgentRequestFetchRequest = zFetchRequest(
  z.object({
    status: oneOrMany(zAgentRequestStatus),
    requestTypes: oneOrMany(z.uuid()),
    agentIds: z.array(z.uuid()).max(500).optional(),
    /** Only the requests with news for the caller (true) or without (false). */
    unread: z.boolean().optional(),
    search: zSearch(100),
  }),
  ['createdAt', 'updatedAt', 'status', 'subject'] as const,
);
export type AgentRequestFetchRequest = z.infer<typeof zAgentRequestFetchRequest>;
export const zAgentRequestPage = zPage(zAgentRequest);

/** GET {agency}/requests/unread: the menu badge. */
export const zAgentRequestUnread = z.object({
  /** The caller's own requests with staff news they have not read. */
  selfUnread: z.number().int(),
  /** Requests of others the caller (staff handling requests) has not read yet. */
  agencyUnread: z.number().int(),
});
export type AgentRequestUnread = z.infer<typeof zAgentRequestUnread>;
