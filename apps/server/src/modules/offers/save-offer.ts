import { assertGranted } from '@securite/domain/auth/access';
import { saveRight } from '@securite/domain/auth/rights';
import { offerMessages } from '@securite/domain/offers/messages';
import type { Offer, zOfferSave } from '@securite/domain/offers/offer-schemas';
import { and, eq, like } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { offers } from '../../db/schema/offers.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { presentOffers } from './load-offers.ts';
import { findOwnOffer } from './repo.ts';

/** The agency's next offer reference of the year: « ANN-2026-0004 ». */
async function nextReference(tx: Tx, agencyId: string): Promise<string> {
  const prefix = `ANN-${new Date().getUTCFullYear()}-`;
  const used = await tx
    .select({ reference: offers.reference })
    .from(offers)
    .where(and(inAgency(offers, agencyId), like(offers.reference, `${prefix}%`)));
  const max = used.reduce((m, r) => Math.max(m, Number(r.reference.slice(prefix.length)) || 0), 0);
  return `${prefix}${String(max + 1).padStart(4, '0')}`;
}

/**
 * POST {agency}/offer: a new offer of the agency (the create right), published at once unless saved as a draft, or
 * changes to one of its own (the edit right): title, place, description, status.
 */
export async function saveOffer(
  ctx: AppContext,
  tenant: TenantContext,
  body: z.output<typeof zOfferSave>,
): Promise<Offer> {
  assertGranted(tenant.actor, [saveRight('offers', body)]);
  const agencyId = tenant.agency.id;
  const row = await ctx.db.transaction(async (tx) => {
    const values = {
      title: body.title,
      location: body.location,
      description: body.description?.trim() || null,
      status: body.status,
    };
    if (body.id) {
      const existing = await findOwnOffer(tx, agencyId, body.id, { forUpdate: true });
      if (!existing) throw notFound(offerMessages.notFound);
      const [updated] = await tx
        .update(offers)
        .set({ ...values, updatedAt: new Date() })
        .where(and(inAgency(offers, agencyId), eq(offers.id, existing.id)))
        .returning();
      return updated;
    }
    const [created] = await tx
      .insert(offers)
      .values({ ...values, agencyId, reference: await nextReference(tx, agencyId), createdBy: tenant.actor.userId })
      .returning();
    return created;
  });
  const [offer] = await presentOffers(ctx.db, { agencyId, userId: tenant.actor.userId }, [row]);
  return offer;
}
