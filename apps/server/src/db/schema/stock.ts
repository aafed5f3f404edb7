import type { AssignmentStatus, StockActionKind, StockStatus } from '@securite/domain/stock/stock-types';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './common.ts';
import { sites } from './sites.ts';
import { agencyRef, memberships, users } from './tenancy.ts';

/** A reference of the stock catalogue (spec 001 section 3: Stock reference). */
export const stockReferences = pgTable(
  'stock_references',
  {
    id: id(),
    agencyId: agencyRef(),
    title: text('title').notNull(),
    description: text('description'),
    reference: text('reference').notNull(),
    types: text('types').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').$type<StockStatus>().notNull().default('active'),
    /** Units the agency owns, handed out or not. */
    quantity: integer('quantity').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stock_references_code_key').on(t.agencyId, sql`lower(${t.reference})`),
    index('stock_references_agency_idx').on(t.agencyId, t.createdAt),
    check('stock_references_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

/** Units of a reference with an agent or on a site, until they come back. */
export const stockAssignments = pgTable(
  'stock_assignments',
  {
    id: id(),
    agencyId: agencyRef(),
    referenceId: uuid('reference_id')
      .notNull()
      .references(() => stockReferences.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id').references(() => memberships.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    assignedAt: date('assigned_at', { mode: 'string' }).notNull(),
    restitutionFrom: date('restitution_from', { mode: 'string' }),
    restitutionTo: date('restitution_to', { mode: 'string' }),
    status: text('status').$type<AssignmentStatus>().notNull().default('assigned'),
    returnedAt: tstz('returned_at'),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_assignments_agency_idx').on(t.agencyId, t.status, t.createdAt),
    index('stock_assignments_agent_idx').on(t.agencyId, t.agentId),
    index('stock_assignments_site_idx').on(t.agencyId, t.siteId),
    index('stock_assignments_reference_idx').on(t.referenceId),
    check('stock_assignments_holder_check', sql`${t.agentId} is not null or ${t.siteId} is not null`),
    check('stock_assignments_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** The movements of the stock (stocksActions): in, out, assignments and returns. */
export const stockActions = pgTable(
  'stock_actions',
  {
    id: id(),
    agencyId: agencyRef(),
    referenceId: uuid('reference_id')
      .notNull()
      .references(() => stockReferences.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<StockActionKind>().notNull(),
    quantity: integer('quantity').notNull(),
    assignmentId: uuid('assignment_id').references(() => stockAssignments.id, { onDelete: 'set null' }),
    agentId: uuid('agent_id').references(() => memberships.id, { onDelete: 'set null' }),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'set null' }),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('stock_actions_agency_idx').on(t.agencyId, t.createdAt)],
);
