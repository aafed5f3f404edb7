import type { FieldAnswer } from '@securite/domain/field/field-schemas';
import type { FieldTimeAnomaly } from '@securite/domain/field/field-times';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './common.ts';
import { files } from './files.ts';
import { services } from './services.ts';
import { agencyRef, memberships, users } from './tenancy.ts';

const serviceRef = () =>
  uuid('service_id')
    .notNull()
    .references(() => services.id, { onDelete: 'cascade' });

/**
 * The field messages an agent's phone sent, one row per client uuid: the same uuid again is answered from here
 * (`answer`), another payload under it is refused. Each keeps the device's time and the server's receipt time.
 */
export const fieldMessages = pgTable(
  'field_messages',
  {
    id: uuid('id').primaryKey(),
    agencyId: agencyRef(),
    serviceId: serviceRef(),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    agentId: uuid('agent_id').references(() => memberships.id),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    requestHash: text('request_hash').notNull(),
    deviceAt: tstz('device_at').notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
    answer: jsonb('answer').$type<FieldAnswer>().notNull(),
    /** The time the service kept (field/field-times.ts): the phone's when coherent, else the receipt's. */
    retainedAt: tstz('retained_at'),
    /** The phone's clock minus the server's when it sent the message (X-Device-Time header), null when unknown. */
    clockOffsetMs: bigint('clock_offset_ms', { mode: 'number' }),
    /** What was impossible or out of the ordinary about the message's time or place, for « Écarts horaires ». */
    anomalies: text('anomalies').array().$type<FieldTimeAnomaly[]>().notNull().default(sql`'{}'::text[]`),
    /** How far outside the site's perimeter the phone was (outsideSite), in metres. */
    outsideMetres: integer('outside_metres'),
  },
  (t) => [
    index('field_messages_agency_service_idx').on(t.agencyId, t.serviceId, t.receivedAt),
    index('field_messages_anomalies_idx')
      .on(t.agencyId, t.serviceId)
      .where(sql`cardinality(${t.anomalies}) > 0 or abs(${t.clockOffsetMs}) > 300000`),
    index('field_messages_agent_received_idx').on(t.agencyId, t.agentId, t.receivedAt),
  ],
);

/**
 * The breaks of a service (spec 000 section 3, Break), at the times the agent's phone took them; when the server
 * received them is in field_messages.
 */
export const serviceBreaks = pgTable(
  'service_breaks',
  {
    id: uuid('id').primaryKey(),
    agencyId: agencyRef(),
    serviceId: serviceRef(),
    /** The service status the break interrupted, restored when it ends. */
    statusBefore: smallint('status_before').notNull(),
    realStartAt: tstz('real_start_at').notNull(),
    realEndAt: tstz('real_end_at'),
  },
  (t) => [index('service_breaks_agency_service_idx').on(t.agencyId, t.serviceId, t.realStartAt)],
);

/** The photos an agent took at the end of a service (spec 000 section 5), one per queued message (its uuid). */
export const servicePhotos = pgTable(
  'service_photos',
  {
    id: uuid('id').primaryKey(),
    agencyId: agencyRef(),
    serviceId: serviceRef(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    takenAt: tstz('taken_at').notNull(),
  },
  (t) => [index('service_photos_agency_service_idx').on(t.agencyId, t.serviceId, t.takenAt)],
);
