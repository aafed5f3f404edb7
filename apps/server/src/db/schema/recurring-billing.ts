import type { DocumentDiscount } from '@securite/domain/billing/document-totals';
import type { DocumentLineInput } from '@securite/domain/billing/schemas';
import type { RecurrenceFrequency, RecurrenceMode } from '@securite/domain/recurring-billing/recurrence';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { commercialDocuments } from './billing.ts';
import { createdAt, id, tstz, updatedAt } from './common.ts';
import { agencyRef, customers, users } from './tenancy.ts';

/** Recurring invoices (abonnements): what to bill a customer, how often, as a draft or validated and sent. */
export const invoiceRecurrences = pgTable(
  'invoice_recurrences',
  {
    id: id(),
    agencyId: agencyRef(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    subject: text('subject'),
    notes: text('notes'),
    lines: jsonb('lines').$type<DocumentLineInput[]>().notNull(),
    discount: jsonb('discount').$type<DocumentDiscount | null>(),
    frequency: text('frequency').$type<RecurrenceFrequency>().notNull(),
    dayOfMonth: integer('day_of_month').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    mode: text('mode').$type<RecurrenceMode>().notNull().default('draft'),
    paused: boolean('paused').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('invoice_recurrences_agency_idx').on(t.agencyId, t.createdAt)],
);

/**
 * One row per billed period of a recurrence, inserted in the transaction that creates its invoice: the unique
 * (recurrence, period) key is what makes each period billed exactly once, whatever the number of processes.
 * The invoice outlives its recurrence (the link is dropped with it).
 */
export const invoiceRecurrenceRuns = pgTable(
  'invoice_recurrence_runs',
  {
    id: id(),
    agencyId: agencyRef(),
    recurrenceId: uuid('recurrence_id')
      .notNull()
      .references(() => invoiceRecurrences.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    documentId: uuid('document_id').references(() => commercialDocuments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invoice_recurrence_runs_period_key').on(t.recurrenceId, t.period)],
);

/** The reminders sent for a late invoice: one row per step, the unique key keeps each step to one e-mail. */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: id(),
    agencyId: agencyRef(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => commercialDocuments.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull().default([]),
    sentAt: tstz('sent_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoice_reminders_step_key').on(t.documentId, t.step)],
);
