import { z } from 'zod';
import { zFetchRequest, zSortDirection } from '../pagination/fetch-request.ts';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, zPage } from '../pagination/schemas.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zRequiredString, zSearch, zText, zUuid } from '../validation/zod.ts';
import { offerAnswerStatuses, offerListTypes, offerStatuses } from './offer-types.ts';

/** POST {agency}/offer: a new offer (no id) or changes to one of the agency's. */
export const zOfferSave = z.object({
  id: zUuid().nullish(),
  title: zRequiredString(200),
  location: zRequiredString(200),
  description: zText().trim().max(5000, m.maxLength(5000)).nullish(),
  status: z.enum(offerStatuses, { error: m.invalid }).default('active'),
});
export type OfferSave = z.input<typeof zOfferSave>;

/**
 * POST {agency}/fetch/offers: the type is required (spec 001 section 5), so the filters are too (no defaults for a
 * missing body, unlike the other lists); newest first.
 */
export const zFetchOffers = z.object({
  filters: z.object(
    {
      type: z.enum(offerListTypes, { error: m.required }),
      status: z.enum(offerStatuses, { error: m.invalid }).optional(),
      search: zSearch(),
    },
    { error: m.required },
  ),
  page: z.number().int().min(1).max(1_000_000).default(1),
  limit: z.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
  orderBy: z
    .object({ field: z.enum(['createdAt']), direction: zSortDirection.default('desc') })
    .nullish()
    .transform((v) => v ?? { field: 'createdAt' as const, direction: 'desc' as const }),
});
export type FetchOffers = z.input<typeof zFetchOffers>;

/** POST {agency}/offer/{id}/answer: the agency's answer; the phone sends a client UUID so a retry is one answer. */
export const zOfferAnswerSave = z.object({
  message: zRequiredString(2000),
  clientUuid: zUuid().optional(),
});
export type OfferAnswerSave = z.input<typeof zOfferAnswerSave>;

const zAgencyContact = z.object({ id: z.string(), name: z.string(), contact: z.string() });

export const zOfferAnswer = z.object({
  id: z.string(),
  /** The offer answered, with the agency that made it. */
  offer: z.object({
    id: z.string(),
    title: z.string(),
    location: z.string(),
    reference: z.string(),
    status: z.enum(offerStatuses),
    agency: zAgencyContact,
  }),
  /** The agency that answered, with its contact line. */
  agency: zAgencyContact,
  message: z.string(),
  status: z.enum(offerAnswerStatuses),
  /** Read by the agency that made the offer. */
  read: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type OfferAnswer = z.infer<typeof zOfferAnswer>;

export const zOffer = z.object({
  id: z.string(),
  title: z.string(),
  location: z.string(),
  description: z.string().nullable(),
  status: z.enum(offerStatuses),
  reference: z.string(),
  /** The agency that made the offer, with its contact line. */
  agency: zAgencyContact,
  mine: z.boolean(),
  answersCount: z.number().int(),
  unreadAnswersCount: z.number().int(),
  /** The offer's answers: all of them for its agency; for another agency, its own answer only. */
  offerAnswers: z.array(zOfferAnswer),
  /** Not opened yet by the viewer (others' offers). */
  unread: z.boolean(),
  createdAt: z.string(),
});
export type Offer = z.infer<typeof zOffer>;
export const zOfferPage = zPage(zOffer);
export type OfferPage = z.infer<typeof zOfferPage>;

/** POST {agency}/fetch/offers/answers: the answers the agency gave (Mes réponses). */
export const zFetchOfferAnswers = zFetchRequest(
  z.object({ status: z.enum(offerAnswerStatuses, { error: m.invalid }).optional() }),
  ['createdAt'] as const,
);
export const zOfferAnswerPage = zPage(zOfferAnswer);
export type OfferAnswerPage = z.infer<typeof zOfferAnswerPage>;

export { type UnreadCount, zUnreadCount } from './offer-unread.ts';

export const zOfferAnswerStatusParams = z.object({
  offerId: zUuid(),
  id: zUuid(),
  status: z.enum(offerAnswerStatuses, { error: m.invalid }),
});
