import type { LineKind } from '@securite/domain/billing/document-types';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common.ts';

/**
 * The platform's catalogues (spec 001 section 2, catalog group): maintained by platform admins, read by every
 * agency (no agency_id: they are the same for all).
 */

/** Specialties agents hold and services ask for (SSIAP 1, Agent cynophile…). */
export const specialties = pgTable(
  'specialties',
  {
    id: id(),
    label: text('label').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('specialties_label_key').on(sql`lower(${t.label})`)],
);

/** Articles and services (prestations) agencies pick for the lines of their quotes and invoices. */
export const catalogItems = pgTable(
  'catalog_items',
  {
    id: id(),
    label: text('label').notNull(),
    description: text('description'),
    kind: text('kind').$type<LineKind>().notNull().default('service'),
    /** « heure », « forfait », « mois »… */
    unit: text('unit'),
    unitPriceCents: integer('unit_price_cents').notNull().default(0),
    vatRateBp: integer('vat_rate_bp').notNull().default(2000),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('catalog_items_created_idx').on(t.createdAt)],
);

/** Standing discounts agencies may give their customers: a percent (basis points) or an amount (cents), excl. tax. */
export const discountPresets = pgTable(
  'discount_presets',
  {
    id: id(),
    label: text('label').notNull(),
    description: text('description'),
    kind: text('kind').$type<'percent' | 'amount'>().notNull(),
    value: integer('value').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('discount_presets_created_idx').on(t.createdAt)],
);

/** Intervention report (« bon d'intervention ») templates an agency starts a site's template from. */
export const reportTemplates = pgTable(
  'report_templates',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    body: text('body').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('report_templates_created_idx').on(t.createdAt)],
);
