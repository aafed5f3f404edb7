import type { CheckpointMethod } from '@securite/domain/rounds/round-execution';
import type { RoundFieldAction } from '@securite/domain/rounds/round-execution-schemas';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './common.ts';
import { checkpoints, rounds } from './rounds.ts';
import { services } from './services.ts';
import { agencyRef, memberships } from './tenancy.ts';

/**
 * A round walked during a service (spec 000 section 3, Round execution): its uuid is made on the agent's phone at
 * the start, so the steps that follow can wait in the phone's queue. `startedAt`/`endedAt` are the phone's times.
 */
export const roundExecutions = pgTable(
  'round_executions',
  {
    id: uuid('id').primaryKey(),
    agencyId: agencyRef(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    roundId: uuid('round_id')
      .notNull()
      .references(() => rounds.id),
    agentId: uuid('agent_id').references(() => memberships.id),
    startedAt: tstz('started_at').notNull(),
    endedAt: tstz('ended_at'),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [
    index('round_executions_agency_service_idx').on(t.agencyId, t.serviceId, t.startedAt),
    index('round_executions_agency_round_idx').on(t.agencyId, t.roundId),
  ],
);

/**
 * The steps of a round execution, one per field message (its uuid): start, checkpoint validated (method, reason
 * of a manual one), jump with its reason, observation, end; each at the phone's time and the server's receipt.
 */
export const roundExecutionEvents = pgTable(
  'round_execution_events',
  {
    id: uuid('id').primaryKey(),
    agencyId: agencyRef(),
    executionId: uuid('execution_id')
      .notNull()
      .references(() => roundExecutions.id, { onDelete: 'cascade' }),
    /** Its place in the execution, from 0: the order the steps were applied in. */
    position: integer('position').notNull(),
    type: text('type').$type<RoundFieldAction>().notNull(),
    checkpointId: uuid('checkpoint_id').references(() => checkpoints.id),
    method: text('method').$type<CheckpointMethod>(),
    text: text('text'),
    /** Where the phone was when it validated the checkpoint, as it told (latitude, longitude, accuracy). */
    location: jsonb('location').$type<{ latitude: number; longitude: number; accuracy: number | null }>(),
    /** Metres from the checkpoint's registered place at validation; null when it could not be told. */
    distance: integer('distance'),
    /** « moved » (spec 000 section 4): validated farther than the site's radius from its registered place. */
    moved: boolean('moved').notNull().default(false),
    deviceAt: tstz('device_at').notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [
    index('round_execution_events_agency_execution_idx').on(t.agencyId, t.executionId),
    uniqueIndex('round_execution_events_execution_position_key').on(t.executionId, t.position),
  ],
);
