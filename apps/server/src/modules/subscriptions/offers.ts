import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import {
  type Offer,
  type OfferFetchRequest,
  type OfferSave,
  offerYearlyCents,
} from '@securite/domain/subscriptions/offer-schemas';
import { subscriptionMessages as sm } from '@securite/domain/subscriptions/subscription-messages';
import { and, asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { subscriptionOffers } from '../../db/schema/subscriptions.ts';
import { notFound } from '../../http/errors.ts';

export type OfferRow = typeof subscriptionOffers.$inferSelect;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Agencies whose latest subscription is on the offer and not ended. */
const subscribersSql = sql<number>`(select count(*)::int from agency_subscriptions s
  where s.offer_id = subscription_offers.id
    and s.created_at = (select max(s2.created_at) from agency_subscriptions s2 where s2.agency_id = s.agency_id)
    and (s.ended_at is null or s.ended_at > now()))`;

export function presentOffer(row: OfferRow, subscribers = 0): Offer {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    status: row.status,
    priceCents: row.priceCents,
    options: {
      yearlyPriceCents: offerYearlyCents(row.priceCents, row.yearlyPriceCents),
      agentsIncluded: row.agentsIncluded,
      accountsIncluded: row.accountsIncluded,
      dayOption: row.dayOption,
      quickPay: row.quickPay,
    },
    subscribers,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of offers: every one for the admins, the active ones for agencies. */
export async function findOffers(
  db: Db,
  request: OfferFetchRequest,
  options: { activeOnly: boolean },
): Promise<{ data: Offer[]; total: number }> {
  const { filters } = request;
  const where: SQL[] = [];
  if (options.activeOnly) where.push(eq(subscriptionOffers.status, 'active'));
  else if (filters.status) where.push(eq(subscriptionOffers.status, filters.status));
  if (filters.type) where.push(eq(subscriptionOffers.type, filters.type));
  if (filters.search) where.push(ilike(subscriptionOffers.name, `%${escapeLike(filters.search)}%`));
  const condition = where.length > 0 ? and(...where) : undefined;
  const column = {
    createdAt: subscriptionOffers.createdAt,
    name: subscriptionOffers.name,
    priceCents: subscriptionOffers.priceCents,
  }[request.orderBy.field];
  const direction = request.orderBy.direction === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select({ offer: subscriptionOffers, subscribers: subscribersSql })
      .from(subscriptionOffers)
      .where(condition)
      .orderBy(direction(column), asc(subscriptionOffers.id))
      .limit(request.limit)
      .offset(fetchOffset(request)),
    db.select({ total: sql<number>`count(*)::int` }).from(subscriptionOffers).where(condition),
  ]);
  return { data: rows.map((r) => presentOffer(r.offer, r.subscribers)), total: count?.total ?? 0 };
}

export async function getOfferRow(tx: Tx, id: string): Promise<OfferRow> {
  const [row] = await tx.select().from(subscriptionOffers).where(eq(subscriptionOffers.id, id));
  if (!row) throw notFound(sm.offerNotFound);
  return row;
}

export async function getOffer(db: Db, id: string): Promise<Offer> {
  const [row] = await db
    .select({ offer: subscriptionOffers, subscribers: subscribersSql })
    .from(subscriptionOffers)
    .where(eq(subscriptionOffers.id, id));
  if (!row) throw notFound(sm.offerNotFound);
  return presentOffer(row.offer, row.subscribers);
}

/** POST admin/agency-offer: creates an offer, or updates the one with the id. */
export async function saveOffer(db: Db, input: OfferSave): Promise<Offer> {
  const values = {
    name: input.name,
    description: input.description ?? null,
    type: input.type,
    status: input.status,
    priceCents: input.priceCents,
    yearlyPriceCents: input.options.yearlyPriceCents ?? null,
    agentsIncluded: input.options.agentsIncluded ?? null,
    accountsIncluded: input.options.accountsIncluded ?? null,
    dayOption: input.options.dayOption,
    quickPay: input.options.quickPay,
  };
  if (input.id) {
    const [row] = await db
      .update(subscriptionOffers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(subscriptionOffers.id, input.id))
      .returning({ id: subscriptionOffers.id });
    if (!row) throw notFound(sm.offerNotFound);
    return getOffer(db, row.id);
  }
  const [row] = await db.insert(subscriptionOffers).values(values).returning({ id: subscriptionOffers.id });
  return getOffer(db, row.id);
}
