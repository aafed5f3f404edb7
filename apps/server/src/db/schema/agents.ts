import type { ActiveContract, AgentDog } from '@securite/domain/agents/agent-schemas';
import type { AgentType, ExpirationKind } from '@securite/domain/agents/agent-types';
import type { AgentSex, ContractType } from '@securite/domain/agents/employment';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common.ts';
import { type Address, agencies, memberships } from './tenancy.ts';

/** An agent's details (the spec's agentInfos), one row per agent membership. */
export const agentInfos = pgTable(
  'agent_infos',
  {
    membershipId: uuid('membership_id')
      .primaryKey()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull().default(3),
    plannable: boolean('plannable').notNull().default(true),
    type: text('type').$type<AgentType>().notNull().default('employee'),
    comments: text('comments'),
    restrictions: text('restrictions'),
    /** Overtime increase in basis points (2500 = 25 %). */
    overtimeIncreaseBp: integer('overtime_increase_bp'),
    /** What an hour of this agent costs, charges included, in cents (Coût horaire chargé; the margins use it). */
    hourlyCostCents: integer('hourly_cost_cents'),
    specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
    dogs: jsonb('dogs').$type<AgentDog[]>().notNull().default([]),
    externalCompanyName: text('external_company_name'),
    weekDuration: numeric('week_duration', { precision: 6, scale: 2, mode: 'number' }),
    activeContract: jsonb('active_contract').$type<ActiveContract>(),
    registrationNumber: text('registration_number'),
    individualNumber: text('individual_number').notNull(),
    cnapsCardNumber: text('cnaps_card_number'),
    cnapsCardExpiresAt: date('cnaps_card_expires_at'),
    birthDate: date('birth_date'),
    birthPlace: text('birth_place'),
    nationality: text('nationality'),
    // The staff register's columns (Code du travail D1221-23).
    sex: text('sex').$type<AgentSex>(),
    jobTitle: text('job_title'),
    qualification: text('qualification'),
    contractType: text('contract_type').$type<ContractType>(),
    entryDate: date('entry_date'),
    exitDate: date('exit_date'),
    workPermitType: text('work_permit_type'),
    workPermitNumber: text('work_permit_number'),
    address: jsonb('address').$type<Address>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agent_infos_individual_number_key').on(t.agencyId, t.individualNumber),
    index('agent_infos_registration_idx').on(t.agencyId, t.registrationNumber),
    index('agent_infos_card_expiry_idx').on(t.agencyId, t.cnapsCardExpiresAt),
  ],
);

/** Certificates, contracts and other dated documents of an agent (the CNAPS card is on agent_infos). */
export const agentExpirations = pgTable(
  'agent_expirations',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ExpirationKind>().notNull(),
    label: text('label').notNull(),
    number: text('number'),
    expiresAt: date('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('agent_expirations_agency_expiry_idx').on(t.agencyId, t.expiresAt),
    index('agent_expirations_agency_member_idx').on(t.agencyId, t.membershipId),
  ],
);

/** Equipment handed to an agent, in the order the agency lists it. */
export const agentItems = pgTable(
  'agent_items',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    reference: text('reference'),
    quantity: integer('quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
    assignedAt: date('assigned_at'),
    createdAt: createdAt(),
  },
  (t) => [index('agent_items_agency_member_idx').on(t.agencyId, t.membershipId, t.position)],
);
