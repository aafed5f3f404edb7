import type { Offer } from '@securite/domain/offers/offer-schemas';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { offerAnswers, offerViews } from '../../db/schema/offers.ts';
import { inAgency } from '../../db/tenant.ts';
import { type AnswerRow, presentOffer } from './present-offer.ts';
import { agencyContacts, type OfferRow } from './repo.ts';

/**
 * The offers as the agency sees them. Only the answers the agency may read are loaded: those to its own offers and
 * those it gave; another agency's answer to a third agency's offer never leaves the database.
 */
export async function presentOffers(
  tx: Tx,
  viewer: { agencyId: string; userId: string },
  rows: OfferRow[],
): Promise<Offer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [answers, views] = await Promise.all([
    tx
      .select()
      .from(offerAnswers)
      .where(
        and(
          inArray(offerAnswers.offerId, ids),
          or(inAgency(offerAnswers, viewer.agencyId), eq(offerAnswers.offerAgencyId, viewer.agencyId)),
        ),
      )
      .orderBy(asc(offerAnswers.createdAt)),
    tx
      .select({ offerId: offerViews.offerId })
      .from(offerViews)
      .where(and(eq(offerViews.userId, viewer.userId), inArray(offerViews.offerId, ids))),
  ]);
  const seen = new Set(views.map((v) => v.offerId));
  const byOffer = new Map<string, AnswerRow[]>();
  for (const answer of answers) byOffer.set(answer.offerId, [...(byOffer.get(answer.offerId) ?? []), answer]);
  const contacts = await agencyContacts(tx, [...rows.map((r) => r.agencyId), ...answers.map((a) => a.agencyId)]);
  return rows.map((row) => presentOffer(row, viewer.agencyId, byOffer.get(row.id) ?? [], contacts, !seen.has(row.id)));
}

/** Marks these offers as seen by the user (the unread badge of « Annonces actives »). */
export async function markViewed(tx: Tx, userId: string, offerIds: string[]): Promise<void> {
  if (offerIds.length === 0) return;
  await tx
    .insert(offerViews)
    .values(offerIds.map((offerId) => ({ userId, offerId })))
    .onConflictDoNothing();
}
