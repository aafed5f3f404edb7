import { z } from 'zod';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { settlementMethods } from '../payments/payment-methods.ts';
import { zPriceCents } from '../subscriptions/offer-schemas.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zIsoDate, zOptionalString, zRequiredString, zSearch } from '../validation/zod.ts';
import { agencyInvoiceKinds, agencyInvoiceStatuses, partialPaymentStatuses } from './agency-invoice-rules.ts';

export const agencyInvoiceMessages = {
  notFound: 'Facture introuvable.',
  linesRequired: 'Ajoutez au moins une ligne',
  agencyRequired: 'Choisissez l’agence à facturer',
  amountPositive: 'Le montant doit être supérieur à 0',
  amountTooHigh: 'Le montant dépasse ce qui reste à régler',
  alreadyPaid: 'Cette facture est déjà réglée.',
  cancelled: 'Cette facture est annulée.',
  dueBeforeDate: 'L’échéance ne peut pas précéder la date de la facture',
  paymentRecorded: 'Le paiement a été enregistré.',
} as const;

export const zAgencyInvoiceLineSave = z.object({
  label: zRequiredString(200),
  quantity: z.number({ error: m.required }).int(m.integer).min(1, m.positiveInteger).max(100_000),
  unitPriceCents: zPriceCents(),
});

/** POST admin/agency-invoice (and admin/agency-invoice/preview): an invoice of the platform to an agency. */
export const zAgencyInvoiceCreate = z
  .object({
    agencyId: z.uuid({ error: agencyInvoiceMessages.agencyRequired }),
    date: zIsoDate().nullish(),
    dueDate: zIsoDate().nullish(),
    lines: z
      .array(zAgencyInvoiceLineSave, { error: agencyInvoiceMessages.linesRequired })
      .min(1, agencyInvoiceMessages.linesRequired)
      .max(200),
    note: zOptionalString(2000),
    /** The first payment of the agency's subscription: « Mes factures » then shows the payment method chooser. */
    firstPayment: z.boolean().default(false),
  })
  .refine((i) => !i.date || !i.dueDate || i.dueDate >= i.date, {
    path: ['dueDate'],
    message: agencyInvoiceMessages.dueBeforeDate,
  });
export type AgencyInvoiceCreate = z.infer<typeof zAgencyInvoiceCreate>;

/** POST admin/agency-invoice/{id}/partial-payments: a payment received; `settle` records the whole balance. */
export const zAgencyInvoicePaymentSave = z
  .object({
    date: zIsoDate(m.invalid, m.required),
    amountCents: zPriceCents().nullish(),
    paymentMethod: z.enum(settlementMethods, { error: m.required }),
    note: zOptionalString(500),
    settle: z.boolean().default(false),
  })
  .refine((p) => p.settle || (p.amountCents ?? 0) > 0, {
    path: ['amountCents'],
    message: agencyInvoiceMessages.amountPositive,
  });
export type AgencyInvoicePaymentSave = z.infer<typeof zAgencyInvoicePaymentSave>;

export const zAgencyInvoicePayment = z.object({
  id: z.uuid(),
  date: z.string(),
  amountCents: z.number().int(),
  note: z.string().nullable(),
  status: z.enum(partialPaymentStatuses),
  paymentMethod: z.enum(settlementMethods),
  createdAt: z.string(),
});

export const zAgencyInvoice = z.object({
  id: z.uuid(),
  number: z.string(),
  agency: z.object({ id: z.uuid(), name: z.string() }),
  kind: z.enum(agencyInvoiceKinds),
  status: z.enum(agencyInvoiceStatuses),
  date: z.string(),
  dueDate: z.string(),
  lines: z.array(
    z.object({
      label: z.string(),
      quantity: z.number().int(),
      unitPriceCents: z.number().int(),
      totalCents: z.number().int(),
      agentsCount: z.number().int(),
    }),
  ),
  note: z.string().nullable(),
  totalCents: z.number().int(),
  vatCents: z.number().int(),
  totalInclTaxCents: z.number().int(),
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
  partialPayments: z.array(zAgencyInvoicePayment),
  firstPayment: z.boolean(),
  orderId: z.uuid().nullable(),
  isLate: z.boolean(),
  createdAt: z.string(),
});
export type AgencyInvoice = z.infer<typeof zAgencyInvoice>;

/** POST admin/fetch/agency-invoices and {agency}/fetch/agency-invoices: 25 a page, newest first. */
export const zAgencyInvoiceFetchRequest = zFetchRequest(
  z.object({
    search: zSearch(),
    agencyId: z.uuid({ error: m.invalid }).optional(),
    status: z.enum(agencyInvoiceStatuses).optional(),
    late: z.boolean().optional(),
  }),
  ['createdAt', 'date', 'totalInclTaxCents'],
);
export type AgencyInvoiceFetchRequest = z.infer<typeof zAgencyInvoiceFetchRequest>;
export const zAgencyInvoicePage = z.object({
  data: z.array(zAgencyInvoice),
  total: z.number().int(),
  /** Sum of what remains to pay over the filtered invoices. */
  balanceCents: z.number().int(),
});
