import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './common.ts';
import { agencyRef, memberships, users } from './tenancy.ts';

/**
 * Label-only types configured per agency: unavailability types and agent request types (kind). A deleted type
 * stays for the records that use it; labels are unique per agency and kind among the live ones.
 */
export const agencyTypes = pgTable(
  'agency_types',
  {
    id: id(),
    agencyId: agencyRef(),
    kind: text('kind').$type<'unavailability' | 'request'>().notNull(),
    label: text('label').notNull(),
    deletedAt: tstz('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agency_types_agency_kind_label_key')
      .on(t.agencyId, t.kind, sql`lower(${t.label})`)
      .where(sql`deleted_at is null`),
  ],
);

export const unavailabilities = pgTable(
  'unavailabilities',
  {
    id: id(),
    agencyId: agencyRef(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    typeId: uuid('type_id')
      .notNull()
      .references(() => agencyTypes.id),
    startAt: tstz('start_at').notNull(),
    endAt: tstz('end_at').notNull(),
    comment: text('comment'),
    /** The client-made UUID of a retried write, and the hash of what it carried. */
    clientUuid: uuid('client_uuid'),
    requestHash: text('request_hash'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('unavailabilities_agency_uuid_key').on(t.agencyId, t.clientUuid),
    index('unavailabilities_agency_agent_idx').on(t.agencyId, t.agentId, t.startAt),
    index('unavailabilities_agency_start_idx').on(t.agencyId, t.startAt),
  ],
);

/** Agent requests (demandes collaborateurs). */
export const agentRequests = pgTable(
  'agent_requests',
  {
    id: id(),
    agencyId: agencyRef(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    requestTypeId: uuid('request_type_id')
      .notNull()
      .references(() => agencyTypes.id),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    status: text('status').notNull().default('pending'),
    statusChangedAt: tstz('status_changed_at'),
    /** Last news for the staff (the request was made) and for the requester (staff acted on it). */
    requesterActivityAt: tstz('requester_activity_at').notNull().defaultNow(),
    staffActivityAt: tstz('staff_activity_at'),
    clientUuid: uuid('client_uuid'),
    requestHash: text('request_hash'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agent_requests_agency_uuid_key').on(t.agencyId, t.clientUuid),
    index('agent_requests_agency_idx').on(t.agencyId, t.createdAt),
    index('agent_requests_agency_agent_idx').on(t.agencyId, t.agentId, t.createdAt),
  ],
);

/** When each user last read each request (unread counters and the menu badge). */
export const agentRequestReads = pgTable(
  'agent_request_reads',
  {
    agencyId: agencyRef(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => agentRequests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: tstz('read_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.userId] }),
    index('agent_request_reads_agency_user_idx').on(t.agencyId, t.userId),
  ],
);

/** Internal information notes of an agency. */
export const informationNotes = pgTable(
  'information_notes',
  {
    id: id(),
    agencyId: agencyRef(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    audience: text('audience').$type<'all' | 'agents' | 'staff'>().notNull().default('all'),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('information_notes_agency_idx').on(t.agencyId, t.createdAt)],
);

/** Who read which note (informationNoteUserCompany). */
export const informationNoteReads = pgTable(
  'information_note_reads',
  {
    agencyId: agencyRef(),
    noteId: uuid('note_id')
      .notNull()
      .references(() => informationNotes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: tstz('read_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.noteId, t.userId] }),
    index('information_note_reads_agency_user_idx').on(t.agencyId, t.userId),
  ],
);
