import type { ServiceEventType } from '@securite/domain/events/service-event-types';
import type { SiteAlarm, SiteKey } from '@securite/domain/sites/site-schemas';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, fake, id, tstz, updatedAt } from './common.ts';
import { type Address, agencies, customers, memberships, users } from './tenancy.ts';

/** A place the agency guards (spec 000 section 3, Site). */
export const sites = pgTable(
  'sites',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    address: jsonb('address').$type<Address>().notNull().default({}),
    radius: integer('radius').notNull().default(100),
    specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
    comments: text('comments'),
    siteKeys: jsonb('site_keys').$type<SiteKey[]>().notNull().default([]),
    siteAlarms: jsonb('site_alarms').$type<SiteAlarm[]>().notNull().default([]),
    rightsAgent: text('rights_agent').array().notNull().default(sql`'{}'::text[]`),
    rightsCustomer: text('rights_customer').array().notNull().default(sql`'{}'::text[]`),
    notifySiteInstructionAgents: boolean('notify_site_instruction_agents').notNull().default(true),
    notifySiteInstructionAdmins: boolean('notify_site_instruction_admins').notNull().default(true),
    notifySiteInstructionCustomers: boolean('notify_site_instruction_customers').notNull().default(false),
    eventReportEnabled: boolean('event_report_enabled').notNull().default(false),
    interventionReportAfterServiceEnabled: boolean('intervention_report_after_service_enabled')
      .notNull()
      .default(false),
    interventionReportTemplate: text('intervention_report_template'),
    serviceEventTypes: jsonb('service_event_types').$type<ServiceEventType[]>().notNull().default([]),
    useAgencyServiceEventTypes: boolean('use_agency_service_event_types').notNull().default(true),
    willActivate: date('will_activate'),
    archivedAt: tstz('archived_at'),
    fake: fake(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sites_agency_idx').on(t.agencyId, t.createdAt),
    index('sites_agency_name_idx').on(t.agencyId, t.name),
    index('sites_agency_customer_idx').on(t.agencyId, t.customerId),
  ],
);

/** The agents posted on a site (siteUsers): they see the site and its instructions. */
export const siteUsers = pgTable(
  'site_users',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.agentId] }),
    index('site_users_agency_agent_idx').on(t.agencyId, t.agentId),
  ],
);

/** Equipment kept on a site, ordered by position. */
export const siteItems = pgTable(
  'site_items',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    quantity: integer('quantity').notNull().default(1),
    reference: text('reference'),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('site_items_agency_site_idx').on(t.agencyId, t.siteId, t.position)],
);

/** Site instructions (consignes) given to the agents of a site. */
export const siteInstructions = pgTable(
  'site_instructions',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('site_instructions_agency_idx').on(t.agencyId, t.createdAt),
    index('site_instructions_agency_site_idx').on(t.agencyId, t.siteId, t.createdAt),
  ],
);
