import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { offerAnswers, offers } from '../../db/schema/offers.ts';
import type { TenantContext } from '../../http/tenancy.ts';

/** GET {agency}/offers/unread: the other agencies' active offers the user has not seen yet. */
export async function countUnreadOffers(ctx: AppContext, tenant: TenantContext): Promise<{ count: number }> {
  // every agency: the offers other agencies publish to all (the exchange); this agency's own are left out.
  const [row] = await ctx.db
    .select({ count: count() })
    .from(offers)
    .where(
      and(
        ne(offers.agencyId, tenant.agency.id),
        eq(offers.status, 'active'),
        sql`not exists (select 1 from offer_views v where v.offer_id = ${offers.id} and v.user_id = ${tenant.actor.userId})`,
      ),
    );
  return { count: row.count };
}

/** GET {agency}/offers-answers/unread: the answers to the agency's offers not read yet. */
export async function countUnreadAnswers(ctx: AppContext, tenant: TenantContext): Promise<{ count: number }> {
  // every agency: the answers come from other agencies; the offer's agency (offerAgencyId) is this one.
  const [row] = await ctx.db
    .select({ count: count() })
    .from(offerAnswers)
    .where(and(eq(offerAnswers.offerAgencyId, tenant.agency.id), isNull(offerAnswers.readAt)));
  return { count: row.count };
}
