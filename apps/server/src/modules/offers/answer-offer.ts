import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { offerMessages } from '@securite/domain/offers/messages';
import type { OfferAnswer, zOfferAnswerSave } from '@securite/domain/offers/offer-schemas';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { offerAnswers } from '../../db/schema/offers.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { presentAnswer } from './present-offer.ts';
import { agencyContacts, findVisibleOffer } from './repo.ts';

/**
 * POST {agency}/offer/{id}/answer: the agency answers another agency's active offer, once. A phone retrying with the
 * same client UUID and message gets the first answer again; the same UUID with another message is refused (422).
 */
export async function answerOffer(
  ctx: AppContext,
  tenant: TenantContext,
  offerId: string,
  body: z.output<typeof zOfferAnswerSave>,
): Promise<OfferAnswer> {
  const agencyId = tenant.agency.id;
  const { offer, answer } = await ctx.db.transaction(async (tx) => {
    const offer = await findVisibleOffer(tx, agencyId, offerId, { forUpdate: true });
    if (!offer) throw notFound(offerMessages.notFound);
    if (offer.agencyId === agencyId) throw new AppError(ErrorCode.Unprocessable, offerMessages.ownOffer);
    const [existing] = await tx
      .select()
      .from(offerAnswers)
      .where(and(eq(offerAnswers.offerId, offer.id), inAgency(offerAnswers, agencyId)));
    if (existing) {
      if (body.clientUuid && existing.clientUuid === body.clientUuid) {
        if (existing.message !== body.message || existing.createdBy !== tenant.actor.userId) {
          throw new AppError(ErrorCode.IdempotencyMismatch, messages.idempotencyMismatch);
        }
        return { offer, answer: existing };
      }
      throw new AppError(ErrorCode.Conflict, offerMessages.alreadyAnswered);
    }
    const [answer] = await tx
      .insert(offerAnswers)
      .values({
        agencyId,
        offerId: offer.id,
        offerAgencyId: offer.agencyId,
        message: body.message,
        clientUuid: body.clientUuid ?? null,
        createdBy: tenant.actor.userId,
      })
      .returning();
    return { offer, answer };
  });
  return presentAnswer(answer, offer, await agencyContacts(ctx.db, [offer.agencyId, agencyId]));
}
