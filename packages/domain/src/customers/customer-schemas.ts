import { z } from 'zod';
import {
  compactIdentifier,
  identifierMessages,
  sirenError,
  sirenOfVat,
  vatNumberError,
} from '../identifiers/french-identifiers.ts';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { zPage } from '../pagination/schemas.ts';
import { zSiteAddress } from '../sites/site-schemas.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zEmail, zOptionalString, zPhone, zRequiredString, zSearch, zText } from '../validation/zod.ts';
import { customerMessages } from './customer-messages.ts';
import {
  DEFAULT_SETTLEMENT_DAYS,
  MAX_SETTLEMENT_DAYS,
  SettlementPeriod,
  settlementTermIssue,
  zSettlementPeriod,
} from './settlement.ts';

export const CustomerType = { Company: 'company', Individual: 'individual' } as const;
export type CustomerType = (typeof CustomerType)[keyof typeof CustomerType];
export const zCustomerType = z.enum(['company', 'individual']);
export const customerTypeLabels: Record<CustomerType, string> = { company: 'Entreprise', individual: 'Particulier' };

/** An optional e-mail: empty means none, left out keeps the current one. */
export const zOptionalEmail = () =>
  z
    .union([z.literal(''), zEmail()])
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/** An optional identifier: compacted (spaces, dots, dashes dropped), empty means none, else `check` must pass. */
const zIdentifier = (check: (value: string) => string | null) =>
  zText()
    .max(40, m.maxLength(40))
    .nullish()
    .transform((v, context) => {
      if (v === undefined) return undefined;
      const value = v ? compactIdentifier(v) : '';
      if (!value) return null;
      const error = check(value);
      if (error) context.addIssue({ code: 'custom', message: error });
      return value;
    });

/** A contact of the customer (the spec's userCompany) and the mails they receive. */
export const zCustomerContactInput = z.object({
  id: z.uuid().nullish(),
  firstname: zOptionalString(80),
  lastname: zRequiredString(80),
  email: zEmail(),
  phone: zPhone().nullish(),
  position: zOptionalString(120),
  invoiceRecipient: z.boolean().default(false),
  estimateRecipient: z.boolean().default(false),
  planningRecipient: z.boolean().default(false),
  sendCustomerInterventionReport: z.boolean().default(false),
  sendCustomerServiceEventReport: z.boolean().default(false),
});
export type CustomerContactInput = z.input<typeof zCustomerContactInput>;

export const zCustomerContact = z.object({
  id: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  invoiceRecipient: z.boolean(),
  estimateRecipient: z.boolean(),
  planningRecipient: z.boolean(),
  sendCustomerInterventionReport: z.boolean(),
  sendCustomerServiceEventReport: z.boolean(),
  /** Whether this e-mail opens the customer portal (a customer account of the agency). */
  hasAccount: z.boolean(),
});
export type CustomerContact = z.infer<typeof zCustomerContact>;

/** A standing discount of the customer: a percent (basis points, 1000 = 10 %) or an amount in cents, excl. tax. */
export const zCompanyDiscount = z
  .object({
    label: zRequiredString(120),
    kind: z.enum(['percent', 'amount']),
    value: z.number({ error: m.positiveInteger }).int(m.integer).min(1, m.positiveInteger).max(100_000_000),
  })
  .refine((d) => d.kind !== 'percent' || d.value <= 10_000, {
    message: 'Une remise ne peut dépasser 100 %',
    path: ['value'],
  });
export type CompanyDiscount = z.infer<typeof zCompanyDiscount>;

export const zCustomerInfosInput = z
  .object({
    prospect: z.boolean().optional(),
    specialties: z.array(zRequiredString(80)).max(50).optional(),
    generateCustomerNumberId: z.boolean().optional(),
    settlementPeriod: zSettlementPeriod.optional(),
    settlementPeriodDays: z
      .number({ error: m.positiveInteger })
      .int(m.integer)
      .min(0, m.positiveInteger)
      .max(MAX_SETTLEMENT_DAYS, `Au maximum ${MAX_SETTLEMENT_DAYS} jours (Code de commerce, L441-10)`)
      .optional(),
  })
  .superRefine((infos, context) => {
    if (infos.settlementPeriod !== 'daysEndOfMonth' || infos.settlementPeriodDays === undefined) return;
    const issue = settlementTermIssue(infos.settlementPeriodDays, true);
    if (issue) context.addIssue({ code: 'custom', path: ['settlementPeriodDays'], message: issue });
  });

/**
 * POST {agency}/customer: creates when there is no id (customers.create), edits otherwise (customers.edit).
 * On an edit a part left out keeps its value; `userCompanies`, when sent, replaces the contacts.
 */
export const zCustomerSave = z
  .object({
    id: z.uuid().nullish(),
    type: zCustomerType.optional(),
    name: zRequiredString(160),
    email: zOptionalEmail(),
    phone: zPhone().nullish(),
    address: zSiteAddress.optional(),
    siren: zIdentifier(sirenError),
    vatNumber: zIdentifier(vatNumberError),
    customerInfos: zCustomerInfosInput.optional(),
    comments: zOptionalString(5000),
    companyDiscounts: z.array(zCompanyDiscount).max(50).optional(),
    userCompanies: z.array(zCustomerContactInput).max(100).optional(),
    /** An uploaded image (purpose customer-logo); null removes the logo. */
    logoFileId: z.uuid().nullish(),
    /** false restores an archived customer. */
    archived: z.boolean().optional(),
  })
  .superRefine((input, context) => {
    const fromVat = input.vatNumber ? sirenOfVat(input.vatNumber) : null;
    if (input.siren && fromVat && fromVat !== input.siren) {
      context.addIssue({ code: 'custom', path: ['vatNumber'], message: identifierMessages.vatSirenMismatch });
    }
    const emails = (input.userCompanies ?? []).map((c) => c.email);
    const twice = emails.findIndex((e, i) => emails.indexOf(e) !== i);
    if (twice >= 0) {
      context.addIssue({
        code: 'custom',
        path: ['userCompanies', twice, 'email'],
        message: customerMessages.duplicateContactEmail,
      });
    }
  });
export type CustomerSave = z.infer<typeof zCustomerSave>;
export type CustomerSaveInput = z.input<typeof zCustomerSave>;

export const zCustomerInfos = z.object({
  prospect: z.boolean(),
  specialties: z.array(z.string()),
  generateCustomerNumberId: z.boolean(),
  settlementPeriod: zSettlementPeriod,
  settlementPeriodDays: z.number().int(),
});
export type CustomerInfos = z.infer<typeof zCustomerInfos>;

export const defaultCustomerInfos: CustomerInfos = {
  prospect: false,
  specialties: [],
  generateCustomerNumberId: false,
  settlementPeriod: SettlementPeriod.Days,
  settlementPeriodDays: DEFAULT_SETTLEMENT_DAYS,
};

export const zCustomerAddress = z.object({
  street: z.string().nullish(),
  complement: z.string().nullish(),
  zipcode: z.string().nullish(),
  city: z.string().nullish(),
  country: z.string().nullish(),
});

export const zCustomer = z.object({
  id: z.string(),
  type: zCustomerType,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: zCustomerAddress,
  siren: z.string().nullable(),
  vatNumber: z.string().nullable(),
  /** « C-0001 », given when the agency asks (customerInfos.generateCustomerNumberId), once a customer. */
  customerNumber: z.string().nullable(),
  customerInfos: zCustomerInfos,
  comments: z.string().nullable(),
  companyDiscounts: z.array(zCompanyDiscount),
  userCompanies: z.array(zCustomerContact),
  logo: z.object({ id: z.string(), name: z.string() }).nullable(),
  archivedAt: z.string().nullable(),
  sitesCount: z.number().int(),
  /** « Reste à payer »: what the customer still owes on its validated unpaid invoices, in cents. */
  leftToPay: z.number().int(),
  fake: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof zCustomer>;

/** POST {agency}/fetch/customers: search on name, e-mail, number, SIREN; prospects or customers; archived ones. */
export const zCustomerFetchRequest = zFetchRequest(
  z.object({
    search: zSearch(100),
    kind: z.enum(['all', 'customer', 'prospect']).default('all'),
    archived: z.boolean().default(false),
  }),
  ['createdAt', 'name', 'customerNumber'] as const,
);
export type CustomerFetchRequest = z.infer<typeof zCustomerFetchRequest>;

/** A row of the customers list. */
export const zCustomerListItem = zCustomer.pick({
  id: true,
  type: true,
  name: true,
  email: true,
  phone: true,
  address: true,
  siren: true,
  customerNumber: true,
  customerInfos: true,
  archivedAt: true,
  sitesCount: true,
  leftToPay: true,
  fake: true,
  createdAt: true,
  updatedAt: true,
});
export type CustomerListItem = z.infer<typeof zCustomerListItem>;
export const zCustomerPage = zPage(zCustomerListItem);

/** DELETE {agency}/agencyCustomer/{id}/{kind}: archive (kept, hidden; undone by a save) or permanent. */
export const zCustomerDeleteKind = z.enum(['archive', 'permanent']);
export type CustomerDeleteKind = z.infer<typeof zCustomerDeleteKind>;
