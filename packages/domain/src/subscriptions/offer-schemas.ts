import { z } from 'zod';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zOptionalString, zRequiredString, zSearch } from '../validation/zod.ts';
import { dayOptions, defaultYearlyPriceCents } from './pricing.ts';
import { subscriptionMessages } from './subscription-messages.ts';

/** What an offer sells: the agency's subscription, agent records, or an option on top. */
export const offerTypes = ['plan', 'agents', 'option'] as const;
export type OfferType = (typeof offerTypes)[number];
export const offerTypeLabels: Record<OfferType, string> = {
  plan: 'Abonnement',
  agents: 'Fiches collaborateurs',
  option: 'Option',
};

/** Only active offers are offered to agencies; archived ones stay on the subscriptions that hold them. */
export const offerStatuses = ['draft', 'active', 'archived'] as const;
export type OfferStatus = (typeof offerStatuses)[number];
export const offerStatusLabels: Record<OfferStatus, string> = {
  draft: 'Brouillon',
  active: 'Active',
  archived: 'Archivée',
};

/** Prices up to 1 000 000 € in cents. */
export const MAX_PRICE_CENTS = 100_000_000;
export const zPriceCents = () =>
  z
    .number({ error: m.required })
    .int(m.integer)
    .min(0, m.positiveInteger)
    .max(MAX_PRICE_CENTS, subscriptionMessages.priceTooHigh);
const zLimit = () => z.number({ error: m.integer }).int(m.integer).min(0, m.positiveInteger).max(100_000).nullish();

export const zOfferOptions = z.object({
  /** Defaults to 11 × the monthly price. */
  yearlyPriceCents: zPriceCents().nullish(),
  /** Agent records and login accounts the offer includes (null: unlimited). */
  agentsIncluded: zLimit(),
  accountsIncluded: zLimit(),
  /** For agent records: the days a month they may work (unlimited or 1, 2, 3, 4, 5, 10). */
  dayOption: z.enum(dayOptions).default('unlimited'),
  /** Quick-pay: paid every month, by card. */
  quickPay: z.boolean().default(false),
});

/** POST admin/agency-offer: creates (no id) or updates an agency subscription offer. */
export const zOfferSave = z.object({
  id: z.uuid().nullish(),
  name: zRequiredString(120),
  description: zOptionalString(2000),
  type: z.enum(offerTypes, { error: m.required }),
  status: z.enum(offerStatuses).default('draft'),
  /** The monthly price, excluding tax. */
  priceCents: zPriceCents(),
  options: zOfferOptions.default({ dayOption: 'unlimited', quickPay: false }),
});
export type OfferSave = z.infer<typeof zOfferSave>;

export const zOffer = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(offerTypes),
  status: z.enum(offerStatuses),
  priceCents: z.number().int(),
  options: z.object({
    yearlyPriceCents: z.number().int(),
    agentsIncluded: z.number().int().nullable(),
    accountsIncluded: z.number().int().nullable(),
    dayOption: z.enum(dayOptions),
    quickPay: z.boolean(),
  }),
  /** Agencies whose current subscription is on this offer. */
  subscribers: z.number().int(),
  createdAt: z.string(),
});
export type Offer = z.infer<typeof zOffer>;

/** POST admin/agency-offers (and POST /fetch/agency-offers for agencies): 25 a page, newest first. */
export const zOfferFetchRequest = zFetchRequest(
  z.object({
    search: zSearch(),
    type: z.enum(offerTypes).optional(),
    status: z.enum(offerStatuses).optional(),
  }),
  ['createdAt', 'name', 'priceCents'],
);
export type OfferFetchRequest = z.infer<typeof zOfferFetchRequest>;
export const zOfferPage = z.object({ data: z.array(zOffer), total: z.number().int() });

/** The yearly price an offer shows: the one set, else 11 × the monthly price. */
export function offerYearlyCents(priceCents: number, yearlyPriceCents: number | null | undefined): number {
  return yearlyPriceCents ?? defaultYearlyPriceCents(priceCents);
}
