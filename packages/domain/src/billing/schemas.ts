import { z } from 'zod';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { zPage } from '../pagination/schemas.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zIsoDate, zOptionalString, zRequiredString, zSearch, zText } from '../validation/zod.ts';
import { documentStatuses } from './document-status.ts';
import { documentTypes, lineKinds, paymentMethods } from './document-types.ts';
import { billingMessages as bm } from './messages.ts';
import { isFrenchVatRate, VAT_EXEMPTION_CODES, vatMessages } from './vat-rules.ts';

export const zDocumentType = z.enum(documentTypes);
export const zDocumentStatus = z.enum(documentStatuses);
export const zLineKind = z.enum(lineKinds);
export const zPaymentMethod = z.enum(paymentMethods);

/** Integer cents, within what the database's bigint and a sane invoice hold. */
const zCents = (min = 0) =>
  z
    .number({ error: m.required })
    .int(bm.cents)
    .min(min, min === 0 ? m.positiveInteger : bm.positiveAmount)
    .max(100_000_000_000, bm.tooLarge);

/** A quantity above 0 with at most 3 decimals (spec 001 section 5: numeric, 3 decimals). */
const zQuantity = z
  .number({ error: m.required })
  .gt(0, bm.quantity)
  .max(99_999_999, bm.tooLarge)
  .refine((v) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, m.decimal);

/** VAT rates in basis points (20 % = 2000), from the French lists; 0 for an exempt or reverse-charged line. */
export const zVatRateBp = z
  .number({ error: m.required })
  .int(vatMessages.rate)
  .refine((bp) => isFrenchVatRate(bp), vatMessages.rate)
  // Examples for the generated bodies of the server's tests (JSON Schema cannot say « a French rate »).
  .meta({ examples: [2000, 1000, 550, 210] });

/** A line's fields, without the link to a saved line nor the services it bills (a recurrence's line). */
export const zDocumentLineFields = z.object({
  label: zRequiredString(500),
  description: zOptionalString(2000),
  kind: zLineKind.default('service'),
  quantity: zQuantity,
  /** UN/ECE unit code (HUR, DAY, C62…); C62 (unité) by default. */
  unitCode: z
    .string()
    .regex(/^[A-Z0-9]{2,3}$/, m.invalid)
    .default('C62'),
  unitPriceCents: zCents(),
  vatRateBp: zVatRateBp,
  /** At 0 %: the VATEX code of the exemption or reverse charge (its French reason is printed). */
  vatExemptionCode: z.enum(VAT_EXEMPTION_CODES, { error: m.invalid }).nullish(),
});

/** An exemption code goes with a 0 % line only. */
export const withExemptionRule = <T extends z.ZodType<{ vatRateBp: number; vatExemptionCode?: string | null }>>(
  schema: T,
) =>
  schema.refine((line) => !(line.vatRateBp > 0 && line.vatExemptionCode), {
    message: vatMessages.exemptionWithRate,
    path: ['vatExemptionCode'],
  });

export const zDocumentLineInput = withExemptionRule(
  zDocumentLineFields.extend({
    /** The draft's line this is (kept across edits, with the service time it bills); absent for a new line. */
    id: z.uuid().nullish(),
    /**
     * The ended services of the customer's sites this line bills (an invoice line): their time not yet billed is
     * linked to it, and time already billed is refused (« Déjà facturé : … »). Absent: the line's links are kept.
     */
    serviceIds: z.array(z.uuid()).max(1000).optional(),
  }),
);
export type DocumentLineInput = z.infer<typeof zDocumentLineInput>;

export const zDocumentDiscount = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('percent'),
    percentBp: z.number().int(m.integer).min(1, bm.discount).max(10_000, bm.discount),
  }),
  z.object({ kind: z.literal('amount'), amountCents: zCents(1) }),
]);

/** POST {agency}/invoice, /estimate, /purchaseOrder: creates (no id) or updates a draft. */
export const zDocumentSave = z
  .object({
    id: z.uuid().nullish(),
    customerId: z.uuid({ error: m.required }),
    /** Purchase orders name the agent (collaborateur) they were made for. */
    agentId: z.uuid().nullish(),
    date: zIsoDate(m.invalid, m.required),
    dueDate: zIsoDate().nullish(),
    subject: zOptionalString(300),
    notes: zOptionalString(5000),
    lines: z.array(zDocumentLineInput).min(1, bm.noLines).max(500, bm.tooManyLines),
    discount: zDocumentDiscount.nullish(),
    /** Where the service is rendered (the French mention of the delivery address, décret 2022-1299). */
    deliveryAddress: zOptionalString(500),
    /** The period billed, or the day of the service when both are the same (EN 16931 BG-14). */
    periodStart: zIsoDate().nullish(),
    periodEnd: zIsoDate().nullish(),
    /** The VAT-on-debits option (TVA sur les débits), printed when chosen. */
    vatOnDebits: z.boolean().default(false),
    /** The e-mail recipients proposed when sending; deduplicated and blanks dropped. */
    recipients: z
      .array(zText().max(254, m.maxLength(254)))
      .max(50)
      .default([]),
  })
  .superRefine((input, context) => {
    if (!input.periodStart !== !input.periodEnd)
      context.addIssue({
        code: 'custom',
        path: [input.periodStart ? 'periodEnd' : 'periodStart'],
        message: bm.periodBoth,
      });
    else if (input.periodStart && input.periodEnd && input.periodEnd < input.periodStart)
      context.addIssue({ code: 'custom', path: ['periodEnd'], message: bm.periodOrder });
  });
export type DocumentSave = z.infer<typeof zDocumentSave>;

export const zPaymentInput = z.object({
  date: zIsoDate(m.invalid, m.required),
  amountCents: zCents(1),
  note: zOptionalString(300),
  method: zPaymentMethod.default('transfer'),
});
export type PaymentInput = z.infer<typeof zPaymentInput>;

export const zDocumentLine = zDocumentLineInput.safeExtend({
  id: z.string(),
  position: z.number().int(),
  totalCents: z.number().int(),
  /** The services whose time this line bills (or, on a credit note, gives back); absent for a customer. */
  serviceIds: z.array(z.string()).optional(),
});
export type DocumentLine = z.infer<typeof zDocumentLine>;

export const zPayment = zPaymentInput.extend({ id: z.string(), note: z.string().nullable(), createdAt: z.string() });
export type Payment = z.infer<typeof zPayment>;

export const zVatRow = z.object({
  rateBp: z.number().int(),
  basisCents: z.number().int(),
  taxCents: z.number().int(),
  /** S, E or AE, and for E and AE the reason printed (absent on documents saved before). */
  category: z.enum(['S', 'Z', 'E', 'AE']).optional(),
  exemptionReason: z.string().optional(),
});

/** A file attached to a document (internal: a customer never sees them). */
export const zDocumentFile = z.object({ id: z.string(), name: z.string(), contentType: z.string(), size: z.number() });
export type DocumentFile = z.infer<typeof zDocumentFile>;
export const zDocumentFileAttach = z.object({ fileId: z.uuid() });

export const zDocument = z.object({
  id: z.string(),
  type: zDocumentType,
  number: z.string().nullable(),
  status: zDocumentStatus,
  customer: z.object({ id: z.string(), name: z.string() }),
  agent: z.object({ id: z.string(), fullname: z.string() }).nullable(),
  date: z.string(),
  dueDate: z.string().nullable(),
  subject: z.string().nullable(),
  notes: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  vatOnDebits: z.boolean(),
  discount: zDocumentDiscount.nullable(),
  lines: z.array(zDocumentLine),
  vat: z.array(zVatRow),
  discountCents: z.number().int(),
  totalExclTaxCents: z.number().int(),
  totalTaxCents: z.number().int(),
  totalCents: z.number().int(),
  payments: z.array(zPayment),
  paidCents: z.number().int(),
  creditedCents: z.number().int(),
  leftToPayCents: z.number().int(),
  isLateToPay: z.boolean(),
  /** An invoice: what its validated credit notes have not credited yet, including tax. */
  creditableCents: z.number().int(),
  /** A quote or purchase order: what its invoices bill, drafts included, less their validated credit notes. */
  invoicedCents: z.number().int(),
  /** The status to show: « En retard », « Partiellement payée », « Facturé », else the stored one. */
  shownStatus: z.enum([...documentStatuses, 'late', 'partiallyPaid', 'invoiced']),
  /** Said once, by the call that made the document (« Déjà facturé : … »). */
  notice: z.string().nullable().optional(),
  /** The invoice a credit note cancels, the quote an invoice comes from. */
  source: z.object({ id: z.string(), type: zDocumentType, number: z.string().nullable() }).nullable(),
  recipients: z.array(z.string()),
  validatedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  refusedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** The attached files (empty for a customer user). */
  files: z.array(zDocumentFile),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CommercialDocument = z.infer<typeof zDocument>;

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item.transform((v) => [v]), z.array(item).max(20)]).optional();

/** POST {agency}/fetch/invoices (isInvoice: invoices only, false: credit notes only), /fetch/estimates… */
export const zDocumentFetchRequest = zFetchRequest(
  z.object({
    status: oneOrMany(z.enum([...documentStatuses, 'late'])),
    isInvoice: z.boolean().optional(),
    customers: z.array(z.uuid()).max(500).optional(),
    dateRange: z.object({ from: zIsoDate().nullish(), to: zIsoDate().nullish() }).optional(),
    search: zSearch(100),
  }),
  ['createdAt', 'date', 'number', 'totalCents', 'status'] as const,
);
export type DocumentFetchRequest = z.infer<typeof zDocumentFetchRequest>;
export const zDocumentPage = zPage(zDocument).extend({
  totalCents: z.number().int(),
  leftToPayCents: z.number().int(),
});
export type DocumentPage = z.infer<typeof zDocumentPage>;

/** The send dialog: the addresses to e-mail the document to. */
export const zDocumentEmail = z.object({
  recipients: z.array(zText().max(254, m.maxLength(254))).max(50),
  subject: zOptionalString(300),
  message: zOptionalString(5000),
});
export type DocumentEmail = z.infer<typeof zDocumentEmail>;
export const zDocumentEmailResult = z.object({
  sent: z.array(z.string()),
  failed: z.array(z.object({ email: z.string(), message: z.string() })),
});
export type DocumentEmailResult = z.infer<typeof zDocumentEmailResult>;

/** GET {agency}/billing/customers: who a document may be made for, and the addresses its e-mail goes to. */
export const zBillingCustomerOptions = z.array(
  z.object({ id: z.string(), name: z.string(), recipients: z.array(z.string()) }),
);
export type BillingCustomerOption = z.infer<typeof zBillingCustomerOptions>[number];

/** POST {agency}/invoice/from-hours: the draft invoice of a customer's month of ended services. */
export const zHoursInvoiceRequest = z.object({
  customerId: z.uuid({ error: m.required }),
  month: z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/, 'Mois invalide (AAAA-MM attendu)'),
});
export type HoursInvoiceRequest = z.infer<typeof zHoursInvoiceRequest>;

/** GET {agency}/invoices/reminds or /estimates/reminds: the documents to remind, late invoices or waiting quotes. */
export const zRemindPage = zPage(zDocument);
