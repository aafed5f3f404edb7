import type { EinvoicingFormat, FlowKind, LifecycleStatus } from '@securite/domain/einvoicing/lifecycle';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { commercialDocuments } from './billing.ts';
import { createdAt, id, tstz, updatedAt } from './common.ts';
import { agencyRef } from './tenancy.ts';

/**
 * An agency's approved platform (plateforme agréée, PA): where its invoices go (AFNOR XP Z12-013 Flow and Directory
 * services under `baseUrl`), its OAuth2 client credentials (the secret AES-GCM encrypted, never sent back) and the
 * syntax the platform takes. `lifecycleCursor` is the PA's date of the last lifecycle flow read.
 */
export const einvoicingSettings = pgTable('einvoicing_settings', {
  agencyId: agencyRef().primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  baseUrl: text('base_url').notNull(),
  tokenUrl: text('token_url'),
  clientId: text('client_id').notNull(),
  clientSecretEncrypted: text('client_secret_encrypted'),
  format: text('format').$type<EinvoicingFormat>().notNull().default('facturx'),
  lifecycleCursor: text('lifecycle_cursor'),
  updatedAt: updatedAt(),
});

/**
 * What the agency transmitted to its PA, one row per thing sent: an invoice or credit note (`invoice:<id>`), a
 * payment received or taken back (`payment:<id>`, `unpayment:<id>`, `credit:<id>`). The unique key makes a second
 * submission of the same thing impossible; the row is written with its `trackingId` before the PA is called, so
 * after a crash the PA is searched by that id before anything is sent again.
 */
export const einvoicingFlows = pgTable(
  'einvoicing_flows',
  {
    id: id(),
    agencyId: agencyRef(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => commercialDocuments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<FlowKind>().notNull(),
    key: text('key').notNull(),
    trackingId: text('tracking_id').notNull(),
    /** Signed: a payment taken back (a refund, a credit note on a paid invoice) is reported negative. */
    amountCents: bigint('amount_cents', { mode: 'number' }),
    syntax: text('syntax').notNull(),
    flowId: text('flow_id'),
    status: text('status').$type<LifecycleStatus>().notNull().default('pending'),
    reason: text('reason'),
    routing: text('routing'),
    submittedAt: tstz('submitted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('einvoicing_flows_key').on(t.agencyId, t.key),
    uniqueIndex('einvoicing_flows_tracking_key').on(t.trackingId),
    index('einvoicing_flows_document_idx').on(t.agencyId, t.documentId),
    index('einvoicing_flows_open_idx').on(t.agencyId, t.status),
  ],
);

/** The statuses a flow went through, each once (`source`: the PA's lifecycle flow, or the acknowledgement). */
export const einvoicingStatusEvents = pgTable(
  'einvoicing_status_events',
  {
    id: id(),
    agencyId: agencyRef(),
    flowRowId: uuid('flow_row_id')
      .notNull()
      .references(() => einvoicingFlows.id, { onDelete: 'cascade' }),
    status: text('status').$type<LifecycleStatus>().notNull(),
    reason: text('reason'),
    source: text('source').notNull(),
    at: tstz('at').notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('einvoicing_status_events_source_key').on(t.flowRowId, t.source),
    index('einvoicing_status_events_flow_idx').on(t.agencyId, t.flowRowId, t.at),
  ],
);
