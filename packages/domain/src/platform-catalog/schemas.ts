import { z } from 'zod';
import { agencyReportPlaceholders } from '../agency-reports/agency-report-template.ts';
import { lineKinds } from '../billing/document-types.ts';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { zPage } from '../pagination/schemas.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zOptionalString, zRequiredString, zSearch, zUuid } from '../validation/zod.ts';
import { catalogMessages } from './messages.ts';

/** Spec 001 section 9: administration tables show 25 rows, newest first. */
export const CATALOG_PAGE_SIZE = 25;

/** The list call of every catalogue: a search and an active/inactive filter (null: both). */
export const zCatalogFetchRequest = zFetchRequest(z.object({ search: zSearch(100), active: z.boolean().nullish() }), [
  'createdAt',
  'label',
]);
export type CatalogFetchRequest = z.infer<typeof zCatalogFetchRequest>;
export type CatalogFetchInput = z.input<typeof zCatalogFetchRequest>;

const zId = zUuid().nullish();
const zActive = z.boolean({ error: m.invalid }).default(true);
const zInt = (min: number, max: number) =>
  z.number({ error: m.integer }).int(m.integer).min(min, m.positiveInteger).max(max, m.invalid);

// Specialties (paramSpecialties)
export const zSpecialtySave = z.object({
  id: zId,
  label: zRequiredString(100),
  description: zOptionalString(500),
  active: zActive,
});
export type SpecialtySave = z.infer<typeof zSpecialtySave>;
export type SpecialtySaveInput = z.input<typeof zSpecialtySave>;
export const zSpecialty = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Specialty = z.infer<typeof zSpecialty>;
export const zSpecialtyPage = zPage(zSpecialty);

// Service catalogue (serviceCatalog): prices in cents excluding tax, VAT in basis points (2000 = 20 %).
export const zCatalogItemSave = z.object({
  id: zId,
  label: zRequiredString(150),
  description: zOptionalString(1000),
  kind: z.enum(lineKinds, { error: m.invalid }).default('service'),
  unit: zOptionalString(30),
  unitPriceCents: zInt(0, 100_000_000),
  vatRateBp: zInt(0, 10_000).default(2000),
  active: zActive,
});
export type CatalogItemSave = z.infer<typeof zCatalogItemSave>;
export type CatalogItemSaveInput = z.input<typeof zCatalogItemSave>;
export const zCatalogItem = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  kind: z.enum(lineKinds),
  unit: z.string().nullable(),
  unitPriceCents: z.number().int(),
  vatRateBp: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CatalogItem = z.infer<typeof zCatalogItem>;
export const zCatalogItemPage = zPage(zCatalogItem);

// Discounts (discountList): the same two kinds as a customer's companyDiscounts.
export const discountKinds = ['percent', 'amount'] as const;
export const discountKindLabels: Record<(typeof discountKinds)[number], string> = {
  percent: 'Pourcentage',
  amount: 'Montant HT',
};
export const zDiscountPresetSave = z
  .object({
    id: zId,
    label: zRequiredString(120),
    description: zOptionalString(500),
    kind: z.enum(discountKinds, { error: m.invalid }),
    /** Basis points for a percent (1000 = 10 %), cents for an amount. */
    value: zInt(1, 100_000_000),
    active: zActive,
  })
  .refine((d) => d.kind !== 'percent' || d.value <= 10_000, {
    message: catalogMessages.discountOver100,
    path: ['value'],
  });
export type DiscountPresetSave = z.infer<typeof zDiscountPresetSave>;
export type DiscountPresetSaveInput = z.input<typeof zDiscountPresetSave>;
export const zDiscountPreset = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  kind: z.enum(discountKinds),
  value: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiscountPreset = z.infer<typeof zDiscountPreset>;
export const zDiscountPresetPage = zPage(zDiscountPreset);

/** The variables of a voucher template that are not among agencyReportPlaceholders, each once, in order. */
export function unknownTemplateVariables(body: string): string[] {
  const unknown: string[] = [];
  for (const match of body.matchAll(/\{([^{}\s]{1,40})\}/g)) {
    const name = match[1];
    if (!Object.hasOwn(agencyReportPlaceholders, name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

// Voucher templates (agencyReportTemplates): the text of an intervention report, with its {variables}.
export const zReportTemplateSave = z.object({
  id: zId,
  title: zRequiredString(150),
  description: zOptionalString(500),
  body: zRequiredString(5000).superRefine((body, issue) => {
    const [first] = unknownTemplateVariables(body);
    if (first) issue.addIssue({ code: 'custom', message: catalogMessages.unknownVariable(first) });
  }),
  active: zActive,
});
export type ReportTemplateSave = z.infer<typeof zReportTemplateSave>;
export type ReportTemplateSaveInput = z.input<typeof zReportTemplateSave>;
export const zReportTemplate = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  body: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReportTemplate = z.infer<typeof zReportTemplate>;
export const zReportTemplatePage = zPage(zReportTemplate);

/** What an agency reads of the catalogues (active entries only). */
export const zAgencyCatalogRequest = zFetchRequest(z.object({ search: zSearch(100) }), ['label', 'createdAt'], {
  defaultOrder: { field: 'label', direction: 'asc' },
});
export type AgencyCatalogInput = z.input<typeof zAgencyCatalogRequest>;
export const zSpecialtyList = z.array(zSpecialty);
export const zDiscountPresetList = z.array(zDiscountPreset);
export const zReportTemplateList = z.array(zReportTemplate);
