import type { Coefficients } from '@securite/domain/customers/pricing';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './common.ts';
import { agencyRef, customers, users } from './tenancy.ts';

/** The contacts of a customer (the spec's userCompanies) and the mails each receives. */
export const customerContacts = pgTable(
  'customer_contacts',
  {
    id: id(),
    agencyId: agencyRef(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstname: text('firstname'),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    position: text('position'),
    invoiceRecipient: boolean('invoice_recipient').notNull().default(false),
    estimateRecipient: boolean('estimate_recipient').notNull().default(false),
    planningRecipient: boolean('planning_recipient').notNull().default(false),
    sendInterventionReport: boolean('send_intervention_report').notNull().default(false),
    sendServiceEventReport: boolean('send_service_event_report').notNull().default(false),
    /** Rank in the customer's list, as the user ordered the contacts. */
    rank: integer('rank').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customer_contacts_agency_customer_idx').on(t.agencyId, t.customerId),
    uniqueIndex('customer_contacts_customer_email_key').on(t.customerId, sql`lower(${t.email})`),
  ],
);

/** A customer's price grid for one specialty ('' for the others): daytime hourly price and surcharges. */
export const customerPricings = pgTable(
  'customer_pricings',
  {
    id: id(),
    agencyId: agencyRef(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    specialty: text('specialty').notNull().default(''),
    /** Cents excluding tax for one daytime hour. */
    basePrice: integer('base_price').notNull(),
    /** Basis points per category (10000 = ×1). */
    coefficients: jsonb('coefficients').$type<Coefficients>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customer_pricings_customer_specialty_key').on(t.agencyId, t.customerId, sql`lower(${t.specialty})`),
  ],
);

/** Customer requests (demandes clients), with the news each side has not read yet. */
export const customerRequests = pgTable(
  'customer_requests',
  {
    id: id(),
    agencyId: agencyRef(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    requestType: text('request_type').notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    status: text('status').notNull().default('pending'),
    statusChangedAt: tstz('status_changed_at'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Made by a customer user (else by the agency's staff). */
    byCustomer: boolean('by_customer').notNull(),
    /** Whether the customer was e-mailed about the last status change. */
    sent: boolean('sent').notNull().default(false),
    /** Last news from each side, and when each side last read it. */
    customerActivityAt: tstz('customer_activity_at'),
    agencyActivityAt: tstz('agency_activity_at'),
    customerReadAt: tstz('customer_read_at'),
    agencyReadAt: tstz('agency_read_at'),
    clientUuid: uuid('client_uuid'),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customer_requests_agency_uuid_key').on(t.agencyId, t.clientUuid),
    index('customer_requests_agency_idx').on(t.agencyId, t.createdAt),
    index('customer_requests_agency_customer_idx').on(t.agencyId, t.customerId, t.createdAt),
  ],
);

/**
 * Gap-free numbers per agency and kind (customer numbers; invoice numbers may share it): the row is locked by the
 * increment until the transaction ends, so a rolled-back number is given again and two never collide.
 */
export const agencySequences = pgTable(
  'agency_sequences',
  {
    agencyId: agencyRef(),
    kind: text('kind').notNull(),
    value: integer('value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.kind] })],
);
