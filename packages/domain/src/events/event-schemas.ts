import { z } from 'zod';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { zIsoDate, zOptionalString, zUuid } from '../validation/zod.ts';
import { MAX_ATTACHMENTS, zEventAttachmentInput, zEventTypeKey } from './event-field-payload.ts';
import { eventMessages as texts } from './event-messages.ts';

/** Staff add a message to an event: POST {agency}/event (the message's uuid makes a retry harmless). */
export const zStaffEventMessage = z.object({
  id: zUuid(),
  message: z.object({
    uuid: zUuid(),
    content: zOptionalString(5000),
    attachments: z.array(zEventAttachmentInput).max(MAX_ATTACHMENTS, texts.tooManyAttachments).optional(),
  }),
});
export type StaffEventMessage = z.infer<typeof zStaffEventMessage>;

const zPerson = z.object({ id: z.string(), name: z.string() }).nullable();
export const zEventAttachment = z.object({
  fileId: z.string(),
  name: z.string(),
  contentType: z.string(),
  sha256: z.string(),
});
export type EventAttachment = z.infer<typeof zEventAttachment>;

/** A message of an event, with its earlier versions (staff) and whether it was deleted (soft). */
export const zEventMessage = z.object({
  id: z.string(),
  content: z.string().nullable(),
  attachments: z.array(zEventAttachment),
  author: zPerson,
  deviceAt: z.string(),
  receivedAt: z.string(),
  editedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  /** The earlier versions, oldest first (staff only; empty for the others). */
  history: z.array(z.object({ content: z.string().nullable(), deviceAt: z.string(), receivedAt: z.string() })),
  /** Whether the caller wrote it (and may edit or delete it). */
  mine: z.boolean(),
});
export type EventMessageView = z.infer<typeof zEventMessage>;

/** A service event (spec 000 section 3): a main courante entry of a site, opened on a service. */
export const zServiceEvent = z.object({
  id: z.string(),
  typeKey: z.string(),
  typeLabel: z.string(),
  description: z.string().nullable(),
  attachments: z.array(zEventAttachment),
  site: z.object({ id: z.string(), name: z.string() }),
  service: z.object({ id: z.string(), reference: z.string() }).nullable(),
  agent: zPerson,
  location: z.object({ latitude: z.number(), longitude: z.number(), accuracy: z.number().nullish() }).nullable(),
  /** The round execution it was logged during, and the checkpoint where (« Signaler » on the round screen). */
  roundExecutionId: z.string().nullish(),
  checkpointId: z.string().nullish(),
  createdAt: z.string(),
  receivedAt: z.string(),
  deletedAt: z.string().nullable(),
  messages: z.array(zEventMessage),
});
export type ServiceEventView = z.infer<typeof zServiceEvent>;

/** POST {agency}/fetch/allEvents: the agency's events by day range, sites, types and agent, newest first. */
export const zAllEventsRequest = zFetchRequest(
  z.object({
    from: zIsoDate().optional(),
    to: zIsoDate().optional(),
    siteIds: z.array(zUuid()).max(200).optional(),
    typeKeys: z.array(zEventTypeKey).max(50).optional(),
    agentId: zUuid().optional(),
  }),
  ['createdAt'],
);
export type AllEventsRequest = z.input<typeof zAllEventsRequest>;

export const zAllEventsResponse = z.object({
  data: z.array(zServiceEvent),
  total: z.number(),
  filtered: z.number(),
  sites: z.array(z.object({ id: z.string(), name: z.string() })),
  types: z.array(z.object({ key: z.string(), label: z.string() })),
  /** Events per day (the agency's time zone) of the filtered set. */
  graph: z.array(z.object({ day: z.string(), count: z.number() })),
});
export type AllEventsResponse = z.infer<typeof zAllEventsResponse>;

/** POST {agency}{scope}/sites-service-events: one site's main courante, newest first. */
export const zSiteEventsRequest = z.object({
  siteId: zUuid(),
  page: z.number().int().min(1).max(1_000_000).default(1),
  limit: z.number().int().min(1).max(100).default(25),
});
export type SiteEventsRequest = z.input<typeof zSiteEventsRequest>;
export const zSiteEventsResponse = z.object({ data: z.array(zServiceEvent), total: z.number() });

const zSealReason = z.enum([
  'altered',
  'removed',
  'reordered',
  'shown-altered',
  'shown-removed',
  'unchained',
  'unsealed',
]);

/** A site's chain head: how many entries, the last hash, and when the last entry was received. */
export const zChainHead = z.object({ count: z.number(), hash: z.string(), at: z.string().nullable() });
export type ChainHeadView = z.infer<typeof zChainHead>;

/**
 * GET {agency}/sites/{id}/events-chain: « Intègre », or where the seal breaks (the first problem in `label` and
 * `position`…, all of them, at most 50, in `problems`), with the head to keep.
 */
export const zChainState = z.object({
  intact: z.boolean(),
  count: z.number(),
  label: z.string(),
  position: z.number().nullable(),
  entryId: z.string().nullable(),
  eventId: z.string().nullable(),
  reason: zSealReason.nullable(),
  problems: z.array(
    z.object({
      label: z.string(),
      position: z.number().nullable(),
      entryId: z.string().nullable(),
      eventId: z.string().nullable(),
      reason: zSealReason,
    }),
  ),
  head: zChainHead,
});
export type ChainState = z.infer<typeof zChainState>;

/** GET {agency}/sites/{id}/events-chain/head: the head to keep outside the database (the exported file). */
export const zChainHeadExport = z.object({
  format: z.literal('main-courante-empreinte/1'),
  agencyId: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  count: z.number(),
  hash: z.string(),
  lastEntryAt: z.string().nullable(),
  exportedAt: z.string(),
  line: z.string(),
  /** Each entry's hash, in order: with them, a later check says which entry changed. */
  hashes: z.array(z.string()),
});
export type ChainHeadExport = z.infer<typeof zChainHeadExport>;

const zHash = z.string().regex(/^[0-9a-fA-F]{64}$/, 'Une empreinte a 64 caractères (0 à 9, a à f)');

/** POST {agency}/sites/{id}/events-chain/check: a kept head (« Vérifier une empreinte »). */
export const zKeptHeadCheck = z.object({
  count: z.number().int().min(0).max(100_000_000),
  hash: zHash,
  siteId: zUuid().nullish(),
  hashes: z.array(zHash).max(200_000).optional(),
});
export type KeptHeadCheck = z.infer<typeof zKeptHeadCheck>;

export const zKeptHeadVerdict = z.object({
  /** The kept head is recognised and nothing the screens show differs from the chain. */
  unchanged: z.boolean(),
  /** The chain's first `count` entries, recomputed, give the kept head. */
  matches: z.boolean(),
  label: z.string(),
  count: z.number(),
  currentCount: z.number(),
  position: z.number().nullable(),
  /** The seal of the chain as it is now (what changed since the head may be after it). */
  seal: zChainState,
});
export type KeptHeadVerdict = z.infer<typeof zKeptHeadVerdict>;

/** The stream event telling open screens that an event of the main courante changed. */
export const EVENT_CHANGED = 'event.changed';
export const zEventChanged = z.object({ agencyId: z.string(), eventId: z.string(), siteId: z.string() });
