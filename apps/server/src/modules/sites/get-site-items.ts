import { messages } from '@securite/domain/errors/messages';
import type { SiteItems } from '@securite/domain/sites/site-item-schemas';
import { siteRightsOf } from '@securite/domain/sites/site-rights';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { siteItems } from '../../db/schema/sites.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { findVisibleSite, siteViewerOf } from './site-access.ts';

/** The items of a site ordered by position. */
export async function listSiteItems(tx: Tx, agencyId: string, siteId: string): Promise<SiteItems> {
  const rows = await tx
    .select()
    .from(siteItems)
    .where(and(inAgency(siteItems, agencyId), eq(siteItems.siteId, siteId)))
    .orderBy(asc(siteItems.position), asc(siteItems.createdAt));
  return {
    id: siteId,
    items: rows.map((r) => ({
      id: r.id,
      label: r.label,
      quantity: r.quantity,
      reference: r.reference,
      comment: r.comment,
      position: r.position,
    })),
  };
}

/** GET {agency}{scope}/site/{id}/items: empty for an agent or customer the site does not let see its items. */
export async function getSiteItems(ctx: AppContext, tenant: TenantContext, siteId: string): Promise<SiteItems> {
  const site = await findVisibleSite(ctx.db, tenant, siteId);
  if (!site) throw notFound(messages.siteNotFound);
  if (!siteRightsOf(siteViewerOf(tenant), site).includes('items.view')) return { id: site.id, items: [] };
  return listSiteItems(ctx.db, tenant.agency.id, site.id);
}
