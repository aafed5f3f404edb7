import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { agencyInvoices } from './agency-invoices.ts';
import { createdAt, tstz } from './common.ts';
import { agencyRef } from './tenancy.ts';

/** Provider events already handled: the webhook is idempotent by event id (a replay finds its row). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  agencyId: uuid('agency_id'),
  receivedAt: tstz('received_at').notNull().defaultNow(),
});

/** Provider pages opened for an agency (Checkout sessions, payment links): what they pay, to follow them up. */
export const paymentCheckouts = pgTable(
  'payment_checkouts',
  {
    /** The provider's id (cs_…, plink_…). */
    id: text('id').primaryKey(),
    agencyId: agencyRef(),
    purpose: text('purpose').$type<'payment' | 'setup' | 'link'>().notNull(),
    invoiceId: uuid('invoice_id').references(() => agencyInvoices.id, { onDelete: 'cascade' }),
    url: text('url'),
    status: text('status').$type<'open' | 'complete' | 'failed' | 'expired'>().notNull().default('open'),
    createdAt: createdAt(),
    completedAt: tstz('completed_at'),
  },
  (t) => [index('payment_checkouts_agency_idx').on(t.agencyId, t.createdAt)],
);
