import {
  zCatalogItem,
  zCatalogItemPage,
  zDiscountPreset,
  zDiscountPresetPage,
  zReportTemplate,
  zReportTemplatePage,
  zSpecialty,
  zSpecialtyPage,
} from '@securite/domain/platform-catalog/schemas';
import type { z } from 'zod';

/** The four platform catalogues and their administration calls (spec 001 section 2, catalog group). */
export const catalogKinds = {
  specialties: { fetch: '/admin/fetch/specialties', one: '/admin/specialty', page: zSpecialtyPage, item: zSpecialty },
  items: {
    fetch: '/admin/fetch/catalog-items',
    one: '/admin/catalog-item',
    page: zCatalogItemPage,
    item: zCatalogItem,
  },
  discounts: {
    fetch: '/admin/fetch/discounts',
    one: '/admin/discount',
    page: zDiscountPresetPage,
    item: zDiscountPreset,
  },
  templates: {
    fetch: '/admin/fetch/report-templates',
    one: '/admin/report-template',
    page: zReportTemplatePage,
    item: zReportTemplate,
  },
} as const;
export type CatalogKind = keyof typeof catalogKinds;
export type CatalogEntry<K extends CatalogKind> = z.infer<(typeof catalogKinds)[K]['item']>;

export const catalogKey = (kind: CatalogKind) => ['admin', 'catalog', kind] as const;
