import type { Circuit, CircuitFetchRequest } from '@securite/domain/circuits/circuit-schemas';
import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import { and, asc, count, desc, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { services } from '../../db/schema/services.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { presentService, selectPlanningServices } from '../planning/public.ts';
import { circuitStateCondition, overlapsPeriod, visitsSites } from './circuit-conditions.ts';
import { withStops } from './present-circuit.ts';

const orderColumns = { startAt: services.startAt, createdAt: services.createdAt } as const;

/** POST {agency}/fetch/circuits: a page of the agency's circuits with their stops, filtered, by start. */
export async function findCircuits(
  ctx: AppContext,
  tenant: TenantContext,
  request: CircuitFetchRequest,
): Promise<{ data: Circuit[]; total: number }> {
  const agencyId = tenant.agency.id;
  const { filters } = request;
  const where = and(
    inAgency(services, agencyId),
    isNull(services.deletedAt),
    eq(services.isCircuit, true),
    filters.dateRange ? overlapsPeriod(new Date(filters.dateRange.start), new Date(filters.dateRange.end)) : undefined,
    filters.agentIds?.length ? inArray(services.agentId, filters.agentIds) : undefined,
    filters.siteIds?.length ? visitsSites(ctx.db, agencyId, filters.siteIds) : undefined,
    filters.state ? circuitStateCondition(filters.state) : undefined,
    filters.search ? ilike(services.postTitle, containsPattern(filters.search)) : undefined,
  ) as SQL;
  const direction = request.orderBy.direction === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    selectPlanningServices(ctx.db, agencyId, where)
      .orderBy(direction(orderColumns[request.orderBy.field]), direction(services.id))
      .limit(request.limit)
      .offset(fetchOffset(request)),
    ctx.db.select({ total: count() }).from(services).where(where),
  ]);
  return { data: await withStops(ctx.db, agencyId, rows.map(presentService)), total };
}
