import type { OfferAnswerPage, zFetchOfferAnswers } from '@securite/domain/offers/offer-schemas';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { offerAnswers, offers } from '../../db/schema/offers.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { presentAnswer } from './present-offer.ts';
import { agencyContacts } from './repo.ts';

/** POST {agency}/fetch/offers/answers (Mes réponses): the answers the agency gave, newest first, with their offer. */
export async function findOfferAnswers(
  ctx: AppContext,
  tenant: TenantContext,
  query: z.output<typeof zFetchOfferAnswers>,
): Promise<OfferAnswerPage> {
  const agencyId = tenant.agency.id;
  const where = and(
    inAgency(offerAnswers, agencyId),
    query.filters.status ? eq(offerAnswers.status, query.filters.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ answer: offerAnswers, offer: offers })
      .from(offerAnswers)
      .innerJoin(offers, and(eq(offers.id, offerAnswers.offerId), inAgency(offers, offerAnswers.offerAgencyId)))
      .where(where)
      .orderBy(desc(offerAnswers.createdAt), desc(offerAnswers.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db.select({ total: count() }).from(offerAnswers).where(where),
  ]);
  const contacts = await agencyContacts(ctx.db, [agencyId, ...rows.map((r) => r.offer.agencyId)]);
  return { data: rows.map((r) => presentAnswer(r.answer, r.offer, contacts)), total };
}
