import { doublePrecision, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './common.ts';
import { services } from './services.ts';
import { agencyRef, memberships, users } from './tenancy.ts';

const serviceRef = () =>
  uuid('service_id')
    .notNull()
    .references(() => services.id, { onDelete: 'cascade' });

/**
 * Lone-worker alarms (inactivity, fall, perimeter, SOS from the phone; dead-man from the server). `trigger_id` is
 * what raised it, once: the phone's message uuid, or for a dead-man alarm the last heartbeat heard before the
 * silence. Who acknowledged and closed it, and when, is kept with the closing comment.
 */
export const alarms = pgTable(
  'alarms',
  {
    id: uuid('id').primaryKey(),
    agencyId: agencyRef(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => memberships.id),
    serviceId: serviceRef(),
    kind: text('kind').notNull(),
    triggerId: uuid('trigger_id').notNull(),
    description: text('description'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracy: doublePrecision('accuracy'),
    deviceAt: tstz('device_at'),
    raisedAt: tstz('raised_at').notNull().defaultNow(),
    acknowledgedAt: tstz('acknowledged_at'),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: tstz('closed_at'),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closeComment: text('close_comment'),
    /** When the supervisors were e-mailed because nobody acknowledged it in time. */
    mailedAt: tstz('mailed_at'),
    /** Issue 30: a late start's delay, minutes from the planned start to the real one (kept for the lateness report). */
    delayMinutes: integer('delay_minutes'),
  },
  (t) => [
    uniqueIndex('alarms_trigger_idx').on(t.agencyId, t.triggerId, t.kind),
    index('alarms_agency_open_idx').on(t.agencyId, t.closedAt, t.raisedAt),
  ],
);

/** The heartbeats of protected phones: the last one per service feeds supervision and the dead-man check. */
export const ptiHeartbeats = pgTable(
  'pti_heartbeats',
  {
    id: uuid('id').primaryKey(),
    agencyId: agencyRef(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => memberships.id),
    serviceId: serviceRef(),
    protection: text('protection').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracy: doublePrecision('accuracy'),
    deviceAt: tstz('device_at').notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [index('pti_heartbeats_agency_service_idx').on(t.agencyId, t.serviceId, t.receivedAt)],
);
