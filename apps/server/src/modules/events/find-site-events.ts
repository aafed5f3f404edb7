import { and, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { serviceEvents } from '../../db/schema/events.ts';
import { sites } from '../../db/schema/sites.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { visibleEvents } from './event-access.ts';
import { siteEventTypesOf } from './event-types-of.ts';
import { type EventViewer, presentEvents } from './present-events.ts';

/**
 * POST {agency}{scope}/sites-service-events: one site's main courante, newest first, as the caller may read it
 * (a site of another agency or customer: 404).
 */
export async function findSiteEvents(
  tx: Tx,
  tenant: TenantContext,
  viewer: EventViewer,
  query: { siteId: string; page: number; limit: number },
) {
  const agencyId = tenant.agency.id;
  const [site] = await tx
    .select({ id: sites.id, customerId: sites.customerId })
    .from(sites)
    .where(and(eq(sites.id, query.siteId), inAgency(sites, agencyId)));
  const customerId = tenant.scope.customerId;
  if (!site || (customerId && site.customerId !== customerId)) throw notFound();
  const where = and(visibleEvents(tenant, viewer), eq(serviceEvents.siteId, site.id));
  const rows = await tx
    .select({ id: serviceEvents.id })
    .from(serviceEvents)
    .where(where)
    .orderBy(desc(serviceEvents.deviceAt), desc(serviceEvents.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [[total], types] = await Promise.all([
    tx.select({ n: count() }).from(serviceEvents).where(where),
    siteEventTypesOf(tx, agencyId, site.id),
  ]);
  const data = await presentEvents(
    tx,
    agencyId,
    rows.map((row) => row.id),
    viewer,
    types ?? [],
  );
  return { data, total: total.n };
}
