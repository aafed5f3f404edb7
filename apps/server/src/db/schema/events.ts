import type { EntryKind } from '@securite/domain/events/event-chain';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './common.ts';
import { roundExecutions } from './round-executions.ts';
import { checkpoints } from './rounds.ts';
import { services } from './services.ts';
import { sites } from './sites.ts';
import { agencyRef, memberships, users } from './tenancy.ts';

type Location = { latitude: number; longitude: number; accuracy?: number | null; altitude?: number | null };
/** An attachment as a message and the chain keep it: its file, name, type and the SHA-256 of its bytes. */
export type StoredAttachment = { fileId: string; name: string; contentType: string; sha256: string };

const siteRef = () =>
  uuid('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });

/**
 * The main courante (spec 000 section 3, Service event): an event of a site opened on a service, its id made on
 * the phone. `deviceAt` is the phone's clock, `receivedAt` the server's on receipt; a deletion is soft.
 */
export const serviceEvents = pgTable(
  'service_events',
  {
    id: uuid('id').primaryKey(),
    agencyId: agencyRef(),
    siteId: siteRef(),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    agentId: uuid('agent_id').references(() => memberships.id),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    typeKey: text('type_key').notNull(),
    description: text('description'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    location: jsonb('location').$type<Location>(),
    /** The round execution the agent was walking when reporting it, and the checkpoint where (issue 11). */
    roundExecutionId: uuid('round_execution_id').references(() => roundExecutions.id, { onDelete: 'set null' }),
    checkpointId: uuid('checkpoint_id').references(() => checkpoints.id),
    deviceAt: tstz('device_at').notNull(),
    receivedAt: tstz('received_at').notNull(),
    deletedAt: tstz('deleted_at'),
  },
  (t) => [
    index('service_events_agency_execution_idx')
      .on(t.agencyId, t.roundExecutionId)
      .where(sql`round_execution_id is not null`),
    index('service_events_agency_device_idx').on(t.agencyId, t.deviceAt),
    index('service_events_agency_site_idx').on(t.agencyId, t.siteId, t.deviceAt),
    index('service_events_agency_service_idx').on(t.agencyId, t.serviceId),
  ],
);

/** The messages of an event as they read now; their earlier versions are the chain's entries. */
export const serviceEventMessages = pgTable(
  'service_event_messages',
  {
    id: uuid('id').primaryKey(),
    agencyId: agencyRef(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => serviceEvents.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorMembershipId: uuid('author_membership_id').references(() => memberships.id),
    content: text('content'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    deviceAt: tstz('device_at').notNull(),
    receivedAt: tstz('received_at').notNull(),
    editedAt: tstz('edited_at'),
    deletedAt: tstz('deleted_at'),
  },
  (t) => [index('service_event_messages_agency_event_idx').on(t.agencyId, t.eventId, t.deviceAt)],
);

/** The bytes of an attachment are in the file storage under `key`; this row says what they are. */
export const serviceEventFiles = pgTable(
  'service_event_files',
  {
    id: uuid('id').primaryKey(),
    agencyId: agencyRef(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => serviceEvents.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
  },
  (t) => [index('service_event_files_agency_event_idx').on(t.agencyId, t.eventId)],
);

/**
 * Each site's main courante as a hash chain (events/event-chain.ts): one row per entry, in `seq` order, each
 * hashed over its content, its times, the state it left of what is shown (events/event-seal-state.ts) and the
 * previous entry's hash. Rows are only ever added.
 */
export const serviceEventEntries = pgTable(
  'service_event_entries',
  {
    id: uuid('id').primaryKey(),
    agencyId: agencyRef(),
    siteId: siteRef(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    eventId: uuid('event_id').notNull(),
    messageId: uuid('message_id'),
    kind: text('kind').$type<EntryKind>().notNull(),
    typeKey: text('type_key'),
    content: text('content'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    deviceAt: tstz('device_at').notNull(),
    receivedAt: tstz('received_at').notNull(),
    previousHash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
    /** 2: the hash also covers `state`, the canonical text of what the event or message shows after this entry. */
    version: smallint('version').$type<1 | 2>().notNull().default(2),
    state: text('state'),
  },
  (t) => [
    uniqueIndex('service_event_entries_site_seq_key').on(t.agencyId, t.siteId, t.seq),
    index('service_event_entries_agency_event_idx').on(t.agencyId, t.eventId, t.seq),
  ],
);

/** The head of each site's chain: locked to append (so two phones never fork it), with its count and last hash. */
export const serviceEventChainHeads = pgTable('service_event_chain_heads', {
  siteId: uuid('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  agencyId: agencyRef(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
  lastHash: text('last_hash').notNull(),
  /** 1: a chain from before the seal covered the shown rows, sealed at the next start (events/seal-older-chains.ts). */
  sealVersion: smallint('seal_version').notNull().default(2),
});
