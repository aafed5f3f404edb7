import type { CompanyDiscount } from '@securite/domain/customers/customer-schemas';
import type { SettlementPeriod } from '@securite/domain/customers/settlement';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, fake, id, tstz, updatedAt } from './common.ts';

export interface Address {
  street?: string | null;
  complement?: string | null;
  zipcode?: string | null;
  city?: string | null;
  country?: string | null;
  location?: { latitude: number; longitude: number } | null;
}

export const users = pgTable(
  'users',
  {
    id: id(),
    // Null for an agent record (fiche collaborateur) that has no login account; unique when set.
    email: text('email'),
    passwordHash: text('password_hash'),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    phone: text('phone'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    isSupport: boolean('is_support').notNull().default(false),
    firstLogin: boolean('first_login').notNull().default(true),
    moderationPending: boolean('moderation_pending').notNull().default(false),
    drawerNavigation: boolean('drawer_navigation').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    fake: fake(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const agencies = pgTable('agencies', {
  id: id(),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
  address: jsonb('address').$type<Address>().notNull().default({}),
  timezone: text('timezone').notNull().default('Europe/Paris'),
  locked: boolean('locked').notNull().default(false),
  subscriptionEndsAt: tstz('subscription_ends_at'),
  /** Agent records (fiches collaborateurs) allowed; null: unlimited. */
  agentsLimit: integer('agents_limit'),
  /** Agent login accounts of the subscription; null: unlimited. Free accounts come on top. */
  accountsLimit: integer('accounts_limit'),
  freeAccounts: integer('free_accounts').notNull().default(0),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  fake: fake(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The agency_id column of a tenant table: required, and gone with its agency. */
export const agencyRef = () =>
  uuid('agency_id')
    .notNull()
    .references(() => agencies.id, { onDelete: 'cascade' });

export const customers = pgTable(
  'customers',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** company or individual. */
    type: text('type').$type<'company' | 'individual'>().notNull().default('company'),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: jsonb('address').$type<Address>().notNull().default({}),
    siren: text('siren'),
    vatNumber: text('vat_number'),
    /** « C-0001 », from the agency's gap-free sequence, given when the agency asks. */
    customerNumber: text('customer_number'),
    prospect: boolean('prospect').notNull().default(false),
    generateCustomerNumber: boolean('generate_customer_number').notNull().default(false),
    specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
    settlementPeriod: text('settlement_period').$type<SettlementPeriod>().notNull().default('days'),
    settlementPeriodDays: integer('settlement_period_days').notNull().default(30),
    comments: text('comments'),
    /** companyDiscounts: percent in basis points or amount in cents, excluding tax. */
    discounts: jsonb('discounts').$type<CompanyDiscount[]>().notNull().default([]),
    archivedAt: tstz('archived_at'),
    fake: fake(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customers_agency_idx').on(t.agencyId, t.createdAt),
    uniqueIndex('customers_agency_number_key').on(t.agencyId, t.customerNumber),
  ],
);

/** A user's place in one agency (the spec's userCompany): role, rights, and for customers their company. */
export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'owner' | 'staff' | 'agent' | 'customer'>().notNull(),
    rights: text('rights').array().notNull().default(sql`'{}'::text[]`),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    /** Archived (soft-deleted) agent records: hidden everywhere, history kept. */
    deletedAt: tstz('deleted_at'),
    fake: fake(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('memberships_agency_user_key').on(t.agencyId, t.userId),
    index('memberships_user_idx').on(t.userId),
  ],
);
