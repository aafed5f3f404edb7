import { offerMessages } from '@securite/domain/offers/messages';
import type { Offer, OfferAnswer } from '@securite/domain/offers/offer-schemas';
import type { OfferAnswerStatus } from '@securite/domain/offers/offer-types';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { offerAnswers } from '../../db/schema/offers.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { presentOffers } from './load-offers.ts';
import { presentAnswer } from './present-offer.ts';
import { agencyContacts, findOwnOffer } from './repo.ts';

/**
 * PUT {agency}/offer/{offerId}/answer/{id}/status/{status} (spec 001 section 4): the agency that made the offer sets
 * an answer's status; reading it on the way. Another agency's offer or answer answers 404.
 */
export async function setAnswerStatus(
  ctx: AppContext,
  tenant: TenantContext,
  params: { offerId: string; id: string; status: OfferAnswerStatus },
): Promise<OfferAnswer> {
  const agencyId = tenant.agency.id;
  const offer = await findOwnOffer(ctx.db, agencyId, params.offerId);
  if (!offer) throw notFound(offerMessages.notFound);
  // every agency: the answers come from other agencies; the offer's agency (offerAgencyId) is this one.
  const [answer] = await ctx.db
    .update(offerAnswers)
    .set({ status: params.status, readAt: new Date(), updatedAt: new Date() })
    .where(
      and(eq(offerAnswers.offerAgencyId, agencyId), eq(offerAnswers.offerId, offer.id), eq(offerAnswers.id, params.id)),
    )
    .returning();
  if (!answer) throw notFound(offerMessages.answerNotFound);
  return presentAnswer(answer, offer, await agencyContacts(ctx.db, [agencyId, answer.agencyId]));
}

/** POST {agency}/offer/{id}/answers-read: the answers to one of the agency's offers are read (its badge goes). */
export async function markAnswersRead(ctx: AppContext, tenant: TenantContext, offerId: string): Promise<Offer> {
  const agencyId = tenant.agency.id;
  const offer = await findOwnOffer(ctx.db, agencyId, offerId);
  if (!offer) throw notFound(offerMessages.notFound);
  // every agency: the answers come from other agencies; the offer's agency (offerAgencyId) is this one.
  await ctx.db
    .update(offerAnswers)
    .set({ readAt: new Date() })
    .where(
      and(eq(offerAnswers.offerAgencyId, agencyId), eq(offerAnswers.offerId, offer.id), isNull(offerAnswers.readAt)),
    );
  const [presented] = await presentOffers(ctx.db, { agencyId, userId: tenant.actor.userId }, [offer]);
  return presented;
}
