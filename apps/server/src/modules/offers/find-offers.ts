import type { OfferPage, zFetchOffers } from '@securite/domain/offers/offer-schemas';
import { and, count, desc, eq, ilike, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { offers } from '../../db/schema/offers.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { markViewed, presentOffers } from './load-offers.ts';

/**
 * POST {agency}/fetch/offers: type 'active' (Annonces actives) lists the other agencies' active offers and marks them
 * seen; type 'mine' (Mes annonces) the agency's own, whatever their status. Newest first.
 */
export async function findOffers(
  ctx: AppContext,
  tenant: TenantContext,
  query: z.output<typeof zFetchOffers>,
): Promise<OfferPage> {
  const agencyId = tenant.agency.id;
  const { filters } = query;
  const search = filters.search ? containsPattern(filters.search) : null;
  const where = and(
    filters.type === 'active'
      ? and(ne(offers.agencyId, agencyId), eq(offers.status, 'active'))
      : and(inAgency(offers, agencyId), filters.status ? eq(offers.status, filters.status) : undefined),
    search
      ? or(
          ilike(offers.title, search),
          ilike(offers.location, search),
          ilike(offers.reference, search),
          ilike(offers.description, search),
        )
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(offers)
      .where(where)
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db.select({ total: count() }).from(offers).where(where),
  ]);
  const viewer = { agencyId, userId: tenant.actor.userId };
  const data = await presentOffers(ctx.db, viewer, rows);
  if (filters.type === 'active') {
    await markViewed(
      ctx.db,
      tenant.actor.userId,
      rows.map((r) => r.id),
    );
  }
  return { data, total };
}
