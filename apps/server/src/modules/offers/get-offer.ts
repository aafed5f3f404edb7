import { offerMessages } from '@securite/domain/offers/messages';
import type { Offer } from '@securite/domain/offers/offer-schemas';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { markViewed, presentOffers } from './load-offers.ts';
import { findVisibleOffer } from './repo.ts';

/** GET {agency}/offer/{id}: one of the agency's offers, or another's active one (then seen); 404 otherwise. */
export async function getOffer(ctx: AppContext, tenant: TenantContext, id: string): Promise<Offer> {
  const agencyId = tenant.agency.id;
  const row = await findVisibleOffer(ctx.db, agencyId, id);
  if (!row) throw notFound(offerMessages.notFound);
  const [offer] = await presentOffers(ctx.db, { agencyId, userId: tenant.actor.userId }, [row]);
  if (!offer.mine) await markViewed(ctx.db, tenant.actor.userId, [row.id]);
  return offer;
}
