import type { CatalogItem, DiscountPreset, ReportTemplate, Specialty } from '@securite/domain/platform-catalog/schemas';
import type { catalogItems, discountPresets, reportTemplates, specialties } from '../../db/schema/catalog.ts';

const dates = (row: { createdAt: Date; updatedAt: Date }) => ({
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const presentSpecialty = (row: typeof specialties.$inferSelect): Specialty => ({
  id: row.id,
  label: row.label,
  description: row.description,
  active: row.active,
  ...dates(row),
});

export const presentCatalogItem = (row: typeof catalogItems.$inferSelect): CatalogItem => ({
  id: row.id,
  label: row.label,
  description: row.description,
  kind: row.kind,
  unit: row.unit,
  unitPriceCents: row.unitPriceCents,
  vatRateBp: row.vatRateBp,
  active: row.active,
  ...dates(row),
});

export const presentDiscountPreset = (row: typeof discountPresets.$inferSelect): DiscountPreset => ({
  id: row.id,
  label: row.label,
  description: row.description,
  kind: row.kind,
  value: row.value,
  active: row.active,
  ...dates(row),
});

export const presentReportTemplate = (row: typeof reportTemplates.$inferSelect): ReportTemplate => ({
  id: row.id,
  title: row.title,
  description: row.description,
  body: row.body,
  active: row.active,
  ...dates(row),
});
