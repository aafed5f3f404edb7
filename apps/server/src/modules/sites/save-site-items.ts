import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import type { SiteItems, SiteItemsRequest } from '@securite/domain/sites/site-item-schemas';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { siteItems } from '../../db/schema/sites.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { assertFakeWritable } from '../../http/fake-data.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { listSiteItems } from './get-site-items.ts';
import { findAgencySite } from './site-access.ts';

/**
 * POST {agency}/site/{id}/items: saves the whole list in the order sent (its position); items left out are
 * removed, items with an id must already be on this site (else 404).
 */
export async function saveSiteItems(
  ctx: AppContext,
  tenant: TenantContext,
  request: { url: string },
  siteId: string,
  input: SiteItemsRequest,
): Promise<SiteItems> {
  if (input.id && input.id !== siteId) throw new AppError(ErrorCode.BadRequest, messages.siteIdMismatch);
  const agencyId = tenant.agency.id;
  return ctx.db.transaction(async (tx) => {
    const site = await findAgencySite(tx, agencyId, siteId);
    if (!site) throw notFound(messages.siteNotFound);
    assertFakeWritable(request, site);
    const ofSite = and(inAgency(siteItems, agencyId), eq(siteItems.siteId, site.id));
    const ids = input.items.flatMap((item) => (item.id ? [item.id] : []));
    if (new Set(ids).size !== ids.length) throw new AppError(ErrorCode.BadRequest, messages.badRequest);
    if (ids.length) {
      const known = await tx
        .select({ id: siteItems.id })
        .from(siteItems)
        .where(and(ofSite, inArray(siteItems.id, ids)));
      if (known.length !== ids.length) throw notFound(messages.siteItemNotFound);
    }
    await tx.delete(siteItems).where(and(ofSite, ids.length ? notInArray(siteItems.id, ids) : undefined));
    for (const [position, item] of input.items.entries()) {
      const values = {
        label: item.label,
        quantity: item.quantity,
        reference: item.reference || null,
        comment: item.comment || null,
        position,
      };
      if (item.id) {
        await tx
          .update(siteItems)
          .set({ ...values, updatedAt: sql`now()` })
          .where(and(ofSite, eq(siteItems.id, item.id)));
      } else {
        await tx.insert(siteItems).values({ ...values, agencyId, siteId: site.id });
      }
    }
    return listSiteItems(tx, agencyId, site.id);
  });
}
