import type { Offer, OfferAnswer } from '@securite/domain/offers/offer-schemas';
import type { offerAnswers } from '../../db/schema/offers.ts';
import type { AgencyContact, OfferRow } from './repo.ts';

export type AnswerRow = typeof offerAnswers.$inferSelect;

const unknownAgency = (id: string): AgencyContact => ({ id, name: 'Agence', contact: 'Agence' });

export function presentAnswer(answer: AnswerRow, offer: OfferRow, contacts: Map<string, AgencyContact>): OfferAnswer {
  return {
    id: answer.id,
    offer: {
      id: offer.id,
      title: offer.title,
      location: offer.location,
      reference: offer.reference,
      status: offer.status,
      agency: contacts.get(offer.agencyId) ?? unknownAgency(offer.agencyId),
    },
    agency: contacts.get(answer.agencyId) ?? unknownAgency(answer.agencyId),
    message: answer.message,
    status: answer.status,
    read: answer.readAt !== null,
    createdBy: answer.createdBy,
    createdAt: answer.createdAt.toISOString(),
  };
}

/**
 * An offer as an agency sees it: its own with every answer; another's with that agency's own answer only (never a
 * third agency's).
 */
export function presentOffer(
  offer: OfferRow,
  viewerAgencyId: string,
  answers: AnswerRow[],
  contacts: Map<string, AgencyContact>,
  unread: boolean,
): Offer {
  const mine = offer.agencyId === viewerAgencyId;
  const shown = mine ? answers : answers.filter((a) => a.agencyId === viewerAgencyId);
  return {
    id: offer.id,
    title: offer.title,
    location: offer.location,
    description: offer.description,
    status: offer.status,
    reference: offer.reference,
    agency: contacts.get(offer.agencyId) ?? unknownAgency(offer.agencyId),
    mine,
    answersCount: mine ? answers.length : shown.length,
    unreadAnswersCount: mine ? answers.filter((a) => a.readAt === null).length : 0,
    offerAnswers: shown.map((a) => presentAnswer(a, offer, contacts)),
    unread: !mine && unread,
    createdAt: offer.createdAt.toISOString(),
  };
}
