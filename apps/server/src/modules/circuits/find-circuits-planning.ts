import type { Circuit, CircuitPlanningRequest } from '@securite/domain/circuits/circuit-schemas';
import { and, inArray, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { services } from '../../db/schema/services.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { overlapsPeriod, visitsSites } from './circuit-conditions.ts';
import { findPresentedCircuits } from './present-circuit.ts';

/** POST {agency}/fetch/circuits-planning: every circuit overlapping the period, with its stops, for the grids. */
export async function findCircuitsPlanning(
  ctx: AppContext,
  tenant: TenantContext,
  request: CircuitPlanningRequest,
): Promise<{ circuits: Circuit[] }> {
  const agencyId = tenant.agency.id;
  const where = and(
    overlapsPeriod(new Date(request.from), new Date(request.to)),
    request.agentIds?.length ? inArray(services.agentId, request.agentIds) : undefined,
    request.siteIds?.length ? visitsSites(ctx.db, agencyId, request.siteIds) : undefined,
  ) as SQL;
  return { circuits: await findPresentedCircuits(ctx.db, agencyId, where) };
}
