import type { SalaryElementKind } from '@securite/domain/payroll/salary-elements';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common.ts';
import { agencies, memberships, users } from './tenancy.ts';

/** Bonuses, deductions, advances and expenses of an agent for a month of pay, in cents. */
export const salaryElements = pgTable(
  'salary_elements',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** The agent's membership (the agent scope id). */
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    /** « 2026-03 »: the month of pay the element goes on. */
    month: text('month').notNull(),
    kind: text('kind').$type<SalaryElementKind>().notNull(),
    label: text('label').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('salary_elements_agency_month_idx').on(t.agencyId, t.month, t.membershipId),
    index('salary_elements_agency_created_idx').on(t.agencyId, t.createdAt),
  ],
);
