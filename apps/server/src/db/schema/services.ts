import type { Recurrence } from '@securite/domain/planning/recurrence-schemas';
import type { ServiceBatchResponse } from '@securite/domain/planning/service-schemas';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, fake, id, tstz, updatedAt } from './common.ts';
import { sites } from './sites.ts';
import { agencyRef, memberships, users } from './tenancy.ts';

/** A recurrence rule as entered; its occurrences are stored once as services (nothing expands at read time). */
export const serviceRecurrences = pgTable(
  'service_recurrences',
  {
    id: id(),
    agencyId: agencyRef(),
    rule: jsonb('rule').$type<Recurrence>().notNull(),
    timeZone: text('time_zone').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('service_recurrences_agency_idx').on(t.agencyId, t.createdAt)],
);

/**
 * Services (missions). One row per agent post: a line asking for 3 agents is 3 rows sharing `group_id`. A circuit
 * is a parent row (`is_circuit`) whose children (`circuit_id`) each visit one site. The database refuses two
 * live services of one agent that overlap in time (exclusion constraint `services_no_double_booking`, added in
 * the migration by hand since Drizzle cannot declare it); circuit children are covered by their parent.
 */
export const services = pgTable(
  'services',
  {
    id: id(),
    agencyId: agencyRef(),
    reference: text('reference').notNull(),
    status: smallint('status').notNull().default(0),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id').references(() => memberships.id),
    startAt: tstz('start_at').notNull(),
    endAt: tstz('end_at').notNull(),
    realStartAt: tstz('real_start_at'),
    realEndAt: tstz('real_end_at'),
    /** Issue 25: the office allowed the agent to take the service before its window opens (who and when). */
    earlyStartAllowedAt: tstz('early_start_allowed_at'),
    earlyStartAllowedBy: uuid('early_start_allowed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The end of service as the agent left it: a report and who signed the voucher. */
    endReport: text('end_report'),
    voucherSigner: text('voucher_signer'),
    /** The voucher's signature drawn on the phone, a PNG data URL (as the spec's event messages carry images). */
    voucherSignature: text('voucher_signature'),
    activityType: text('activity_type'),
    specialty: text('specialty'),
    postTitle: text('post_title'),
    comments: text('comments'),
    dog: text('dog'),
    startPoint: text('start_point'),
    endPoint: text('end_point'),
    isCircuit: boolean('is_circuit').notNull().default(false),
    circuitId: uuid('circuit_id').references((): AnyPgColumn => services.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id'),
    recurrenceId: uuid('recurrence_id').references(() => serviceRecurrences.id, { onDelete: 'set null' }),
    /** Rounds and checkpoints the agents walk during the service (live ones of its site when attached). */
    roundIds: uuid('round_ids').array().notNull().default(sql`'{}'::uuid[]`),
    checkpointIds: uuid('checkpoint_ids').array().notNull().default(sql`'{}'::uuid[]`),
    deletedAt: tstz('deleted_at'),
    fake: fake(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('services_agency_reference_key').on(t.agencyId, t.reference),
    index('services_agency_start_idx').on(t.agencyId, t.startAt).where(sql`deleted_at is null`),
    index('services_agency_agent_start_idx').on(t.agencyId, t.agentId, t.startAt).where(sql`deleted_at is null`),
    index('services_agency_site_start_idx').on(t.agencyId, t.siteId, t.startAt).where(sql`deleted_at is null`),
    index('services_circuit_idx').on(t.circuitId),
  ],
);

/** A batch save already answered, so that a retried batch (same uuid) answers the same and saves nothing twice. */
export const serviceBatches = pgTable(
  'service_batches',
  {
    agencyId: agencyRef(),
    uuid: uuid('uuid').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').$type<ServiceBatchResponse>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('service_batches_agency_uuid_key').on(t.agencyId, t.uuid)],
);
