import type {
  AgencyInvoiceKind,
  AgencyInvoiceStatus,
  PartialPaymentStatus,
} from '@securite/domain/agency-invoices/agency-invoice-rules';
import type { SettlementMethod } from '@securite/domain/payments/payment-methods';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './common.ts';
import { subscriptionOrders } from './shop.ts';
import { agencySubscriptions } from './subscriptions.ts';
import { agencyRef } from './tenancy.ts';

export interface AgencyInvoiceLine {
  label: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  /** Agent records the line grants once the invoice is paid. */
  agentsCount: number;
}

/** The platform's invoices to its agencies, numbered PF-year-sequence with no gap. */
export const agencyInvoices = pgTable(
  'agency_invoices',
  {
    id: id(),
    agencyId: agencyRef(),
    number: text('number').notNull(),
    kind: text('kind').$type<AgencyInvoiceKind>().notNull(),
    status: text('status').$type<AgencyInvoiceStatus>().notNull().default('pending'),
    date: date('date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    lines: jsonb('lines').$type<AgencyInvoiceLine[]>().notNull(),
    note: text('note'),
    totalCents: integer('total_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalInclTaxCents: integer('total_incl_tax_cents').notNull(),
    firstPayment: boolean('first_payment').notNull().default(false),
    orderId: uuid('order_id').references(() => subscriptionOrders.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id').references(() => agencySubscriptions.id, { onDelete: 'set null' }),
    paidAt: tstz('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agency_invoices_number_key').on(t.number),
    index('agency_invoices_agency_idx').on(t.agencyId, t.createdAt),
    index('agency_invoices_date_idx').on(t.date),
    index('agency_invoices_order_idx').on(t.orderId),
  ],
);

/** Payments of a platform invoice: by card through the provider, or recorded by an admin. */
export const agencyInvoicePayments = pgTable(
  'agency_invoice_payments',
  {
    id: id(),
    agencyId: agencyRef(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => agencyInvoices.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    note: text('note'),
    status: text('status').$type<PartialPaymentStatus>().notNull(),
    paymentMethod: text('payment_method').$type<SettlementMethod>().notNull(),
    /** The provider's payment (a Checkout session): recorded once however often it is reported. */
    externalId: text('external_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('agency_invoice_payments_invoice_idx').on(t.agencyId, t.invoiceId),
    uniqueIndex('agency_invoice_payments_external_key').on(t.externalId).where(sql`${t.externalId} is not null`),
  ],
);

/** The platform's invoice sequence per year: one row locked while a number is taken. */
export const agencyInvoiceSequences = pgTable('agency_invoice_sequences', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
