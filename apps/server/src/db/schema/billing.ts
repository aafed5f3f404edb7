import type { DocumentStatus } from '@securite/domain/billing/document-status';
import type { DocumentDiscount } from '@securite/domain/billing/document-totals';
import type { DocumentType, LineKind, PaymentMethod } from '@securite/domain/billing/document-types';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, fake, id, tstz, updatedAt } from './common.ts';
import { files } from './files.ts';
import { services } from './services.ts';
import { agencyRef, customers, memberships, users } from './tenancy.ts';

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Quotes, purchase orders, invoices and credit notes (documents commerciaux). A validated invoice or credit note is
 * frozen by triggers of the migration (hand-written SQL): its amounts, lines, number and parties cannot change and it
 * cannot be deleted; only its status moves on (sent, refused, paid). `snapshot` keeps the seller, the customer and
 * the settings as they were at validation, and `facturxXml` the CII XML then made, so the PDF is the same forever.
 */
export const commercialDocuments = pgTable(
  'commercial_documents',
  {
    id: id(),
    agencyId: agencyRef(),
    type: text('type').$type<DocumentType>().notNull(),
    number: text('number'),
    status: text('status').$type<DocumentStatus>().notNull().default('draft'),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    agentId: uuid('agent_id').references(() => memberships.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    subject: text('subject'),
    notes: text('notes'),
    deliveryAddress: text('delivery_address'),
    /** The period billed (BG-14), or the day of the service when both are the same. */
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    vatOnDebits: boolean('vat_on_debits').notNull().default(false),
    discount: jsonb('discount').$type<DocumentDiscount | null>(),
    recipients: jsonb('recipients').$type<string[]>().notNull().default([]),
    /** The invoice a credit note cancels, the quote an invoice was made from. */
    sourceId: uuid('source_id').references((): AnyPgColumn => commercialDocuments.id, { onDelete: 'restrict' }),
    discountCents: cents('discount_cents'),
    totalExclTaxCents: cents('total_excl_tax_cents'),
    totalTaxCents: cents('total_tax_cents'),
    totalCents: cents('total_cents'),
    vat: jsonb('vat')
      .$type<
        {
          rateBp: number;
          basisCents: number;
          taxCents: number;
          category?: 'S' | 'Z' | 'E' | 'AE';
          exemptionReason?: string;
        }[]
      >()
      .notNull()
      .default([]),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>(),
    facturxXml: text('facturx_xml'),
    validatedAt: tstz('validated_at'),
    sentAt: tstz('sent_at'),
    refusedAt: tstz('refused_at'),
    paidAt: tstz('paid_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    fake: fake(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('commercial_documents_number_key').on(t.agencyId, t.type, t.number).where(sql`${t.number} is not null`),
    index('commercial_documents_agency_type_idx').on(t.agencyId, t.type, t.createdAt),
    index('commercial_documents_agency_customer_idx').on(t.agencyId, t.customerId),
    index('commercial_documents_source_idx').on(t.sourceId),
  ],
);

export const commercialDocumentLines = pgTable(
  'commercial_document_lines',
  {
    id: id(),
    agencyId: agencyRef(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => commercialDocuments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    description: text('description'),
    kind: text('kind').$type<LineKind>().notNull().default('service'),
    /** Thousandths of a unit: quantities carry 3 decimals at most (spec 001 section 5). */
    quantityThousandths: bigint('quantity_thousandths', { mode: 'number' }).notNull(),
    unitCode: text('unit_code').notNull().default('C62'),
    unitPriceCents: cents('unit_price_cents'),
    vatRateBp: integer('vat_rate_bp').notNull(),
    /** At 0 %: the VATEX code of the exemption or reverse charge. */
    vatExemptionCode: text('vat_exemption_code'),
    totalCents: cents('total_cents'),
  },
  (t) => [index('commercial_document_lines_document_idx').on(t.documentId, t.position)],
);

export const commercialDocumentPayments = pgTable(
  'commercial_document_payments',
  {
    id: id(),
    agencyId: agencyRef(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => commercialDocuments.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    amountCents: cents('amount_cents'),
    note: text('note'),
    method: text('method').$type<PaymentMethod>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('commercial_document_payments_document_idx').on(t.documentId, t.date)],
);

/**
 * The spans of services a line bills: an invoice line made from worked hours (or naming services) remembers each
 * service and the part of its time it bills, so the same time is never billed twice. A credit note copies the links
 * of the lines it cancels: once validated, they give that time back. Frozen with the document by the migration's
 * triggers.
 */
export const invoiceLineServices = pgTable(
  'invoice_line_services',
  {
    agencyId: agencyRef(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => commercialDocuments.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id')
      .notNull()
      .references(() => commercialDocumentLines.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    billedFrom: tstz('billed_from').notNull(),
    billedTo: tstz('billed_to').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lineId, t.serviceId, t.billedFrom] }),
    index('invoice_line_services_service_idx').on(t.agencyId, t.serviceId),
    index('invoice_line_services_document_idx').on(t.documentId),
  ],
);

/** Files attached to a document (the signed quote, a purchase order scan…). */
export const commercialDocumentFiles = pgTable(
  'commercial_document_files',
  {
    agencyId: agencyRef(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => commercialDocuments.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.fileId] })],
);

/**
 * The numbering of an agency's documents, one row per type and year: a validation takes the next number with
 * an upsert that locks the row until its transaction ends, so numbers have no gap and no duplicate.
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    agencyId: agencyRef(),
    type: text('type').$type<DocumentType>().notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.type, t.year] })],
);
