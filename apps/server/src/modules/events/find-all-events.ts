import type { AllEventsResponse } from '@securite/domain/events/event-schemas';
import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { serviceEvents } from '../../db/schema/events.ts';
import { sites } from '../../db/schema/sites.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { visibleEvents } from './event-access.ts';
import { agencyEventTypes } from './event-types-of.ts';
import { type EventViewer, presentEvents } from './present-events.ts';

export interface AllEventsQuery {
  filters: { from?: string; to?: string; siteIds?: string[]; typeKeys?: string[]; agentId?: string };
  page: number;
  limit: number;
  orderBy: { field: 'createdAt'; direction: 'asc' | 'desc' };
}

/**
 * POST {agency}/fetch/allEvents: the events the caller may read, filtered by days (in the agency's time zone),
 * sites, types and agent, newest first; with the count per day of the filtered set (graph), the sites that have
 * events, the agency's types, the total and the filtered count.
 */
export async function findAllEvents(
  tx: Tx,
  tenant: TenantContext,
  viewer: EventViewer,
  query: AllEventsQuery,
): Promise<AllEventsResponse> {
  const agencyId = tenant.agency.id;
  const visible = visibleEvents(tenant, viewer);
  const day = sql<string>`to_char(${serviceEvents.deviceAt} at time zone ${tenant.agency.timezone}, 'YYYY-MM-DD')`;
  const { from, to, siteIds, typeKeys, agentId } = query.filters;
  const conditions: SQL[] = [visible];
  if (from) conditions.push(sql`${day} >= ${from}`);
  if (to) conditions.push(sql`${day} <= ${to}`);
  if (siteIds?.length) conditions.push(inArray(serviceEvents.siteId, siteIds));
  if (typeKeys?.length) conditions.push(inArray(serviceEvents.typeKey, typeKeys));
  if (agentId) conditions.push(eq(serviceEvents.agentId, agentId));
  const filtered = and(...conditions) as SQL;
  const order = query.orderBy.direction === 'asc' ? asc : desc;
  const page = await tx
    .select({ id: serviceEvents.id })
    .from(serviceEvents)
    .where(filtered)
    .orderBy(order(serviceEvents.deviceAt), order(serviceEvents.id))
    .limit(query.limit)
    .offset(fetchOffset(query));
  const [[total], [matching], graph, siteRows, types] = await Promise.all([
    tx.select({ n: count() }).from(serviceEvents).where(visible),
    tx.select({ n: count() }).from(serviceEvents).where(filtered),
    // By position: the day's expression carries the time zone as a parameter, which GROUP BY cannot match.
    tx.select({ day, count: count() }).from(serviceEvents).where(filtered).groupBy(sql`1`).orderBy(sql`1`),
    tx
      .selectDistinct({ id: sites.id, name: sites.name })
      .from(serviceEvents)
      .innerJoin(sites, and(eq(sites.id, serviceEvents.siteId), inAgency(sites, agencyId)))
      .where(visible)
      .orderBy(sites.name, sites.id),
    agencyEventTypes(tx, agencyId),
  ]);
  const data = await presentEvents(
    tx,
    agencyId,
    page.map((row) => row.id),
    viewer,
    types,
  );
  return {
    data,
    total: total.n,
    filtered: matching.n,
    sites: siteRows,
    types: types.map(({ key, label }) => ({ key, label })),
    graph: graph.map((row) => ({ day: row.day, count: row.count })),
  };
}
