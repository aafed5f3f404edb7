import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './common.ts';
import { sites } from './sites.ts';
import { agencyRef, memberships, users } from './tenancy.ts';

/**
 * Issue 32: one « Proposer un planning » run. The request is kept as asked, the worker writes its progress and,
 * once done, the proposal (`result`); the planner's screen polls the row, and may ask to cancel it.
 */
export const planningProposals = pgTable(
  'planning_proposals',
  {
    id: id(),
    agencyId: agencyRef(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** running, done, failed or cancelled. */
    status: text('status').notNull().default('running'),
    /** 0 to 100, and what the worker is doing. */
    progress: integer('progress').notNull().default(0),
    phase: text('phase').notNull().default('queued'),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    cancelRequestedAt: tstz('cancel_requested_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('planning_proposals_agency_idx').on(t.agencyId, t.createdAt)],
);

/** Issue 32: agents the agency does not post on a site (the automatic planning never proposes them there). */
export const siteAgentExclusions = pgTable(
  'site_agent_exclusions',
  {
    agencyId: agencyRef(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.agentId] }),
    index('site_agent_exclusions_agency_idx').on(t.agencyId, t.agentId),
  ],
);
