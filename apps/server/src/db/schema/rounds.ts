import type { RoundDirection } from '@securite/domain/rounds/round-schemas';
import type { Location } from '@securite/domain/sites/site-schemas';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, fake, id, tstz, updatedAt } from './common.ts';
import { sites } from './sites.ts';
import { agencyRef } from './tenancy.ts';

const siteId = () =>
  uuid('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });

/**
 * A place on a site the agent validates during a round, by its NFC tag or QR code (`badge`). Deletion is soft:
 * the executions of past rounds keep pointing at it. A badge names one live checkpoint of the agency.
 */
export const checkpoints = pgTable(
  'checkpoints',
  {
    id: id(),
    agencyId: agencyRef(),
    siteId: siteId(),
    title: text('title').notNull(),
    location: jsonb('location').$type<Location>(),
    color: text('color').notNull(),
    badge: text('badge'),
    fake: fake(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: tstz('deleted_at'),
  },
  (t) => [
    index('checkpoints_agency_site_idx').on(t.agencyId, t.siteId).where(sql`deleted_at is null`),
    uniqueIndex('checkpoints_agency_badge_key')
      .on(t.agencyId, t.badge)
      .where(sql`badge is not null and deleted_at is null`),
  ],
);

/**
 * A round: checkpoints of one site in walking order (`checkpoint_ids`), the order the agent must follow and how
 * many times it is run per service. Soft deleted like its checkpoints; the slug stays taken by a deleted round.
 */
export const rounds = pgTable(
  'rounds',
  {
    id: id(),
    agencyId: agencyRef(),
    siteId: siteId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    checkpointIds: uuid('checkpoint_ids').array().notNull().default(sql`'{}'::uuid[]`),
    grantedDirections: text('granted_directions').$type<RoundDirection>().notNull().default('ordered'),
    numberOfExecutions: integer('number_of_executions').notNull().default(1),
    /** Whether the agent may validate a checkpoint by hand (with a reason) when its badge cannot be read. */
    manualValidation: boolean('manual_validation').notNull().default(false),
    /** Minutes from the execution's start at which each checkpoint (by id) is expected; absent: no expected time. */
    expectedDelays: jsonb('expected_delays').$type<Record<string, number>>().notNull().default({}),
    fake: fake(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: tstz('deleted_at'),
  },
  (t) => [
    uniqueIndex('rounds_agency_slug_key').on(t.agencyId, t.slug),
    index('rounds_agency_site_idx').on(t.agencyId, t.siteId).where(sql`deleted_at is null`),
    index('rounds_checkpoint_ids_idx').using('gin', t.checkpointIds),
  ],
);
