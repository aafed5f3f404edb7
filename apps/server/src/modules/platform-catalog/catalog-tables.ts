import { catalogMessages } from '@securite/domain/platform-catalog/messages';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { catalogItems, discountPresets, reportTemplates, specialties } from '../../db/schema/catalog.ts';
import {
  presentCatalogItem,
  presentDiscountPreset,
  presentReportTemplate,
  presentSpecialty,
} from './present-catalog.ts';

/** What the generic list, save and delete use cases need to know of one catalogue's table. */
export interface CatalogTable<Row, Out> {
  table: PgTable;
  id: PgColumn;
  label: PgColumn;
  active: PgColumn;
  createdAt: PgColumn;
  present: (row: Row) => Out;
  notFound: string;
}

export const catalogTables = {
  specialties: {
    table: specialties,
    id: specialties.id,
    label: specialties.label,
    active: specialties.active,
    createdAt: specialties.createdAt,
    present: presentSpecialty,
    notFound: catalogMessages.specialtyNotFound,
  } satisfies CatalogTable<typeof specialties.$inferSelect, unknown>,
  items: {
    table: catalogItems,
    id: catalogItems.id,
    label: catalogItems.label,
    active: catalogItems.active,
    createdAt: catalogItems.createdAt,
    present: presentCatalogItem,
    notFound: catalogMessages.itemNotFound,
  } satisfies CatalogTable<typeof catalogItems.$inferSelect, unknown>,
  discounts: {
    table: discountPresets,
    id: discountPresets.id,
    label: discountPresets.label,
    active: discountPresets.active,
    createdAt: discountPresets.createdAt,
    present: presentDiscountPreset,
    notFound: catalogMessages.discountNotFound,
  } satisfies CatalogTable<typeof discountPresets.$inferSelect, unknown>,
  templates: {
    table: reportTemplates,
    id: reportTemplates.id,
    label: reportTemplates.title,
    active: reportTemplates.active,
    createdAt: reportTemplates.createdAt,
    present: presentReportTemplate,
    notFound: catalogMessages.templateNotFound,
  } satisfies CatalogTable<typeof reportTemplates.$inferSelect, unknown>,
} as const;
export type CatalogName = keyof typeof catalogTables;
