import type { CircuitCounts, CircuitPeriod, CircuitState } from '@securite/domain/circuits/circuit-schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { services } from '../../db/schema/services.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { circuitStateCondition, overlapsPeriod } from './circuit-conditions.ts';

const countWhere = (state: CircuitState) =>
  sql<number>`count(*) filter (where ${circuitStateCondition(state)})`.mapWith(Number);

/** POST {agency}/fetch/count-circuits: the circuits of the period in each state (planned, started, ended, unassigned). */
export async function countCircuits(
  ctx: AppContext,
  tenant: TenantContext,
  period: CircuitPeriod,
): Promise<CircuitCounts> {
  const [row] = await ctx.db
    .select({
      planned: countWhere('planned'),
      started: countWhere('started'),
      ended: countWhere('ended'),
      unassigned: countWhere('unassigned'),
    })
    .from(services)
    .where(
      and(
        inAgency(services, tenant.agency.id),
        isNull(services.deletedAt),
        eq(services.isCircuit, true),
        overlapsPeriod(new Date(period.from), new Date(period.to)),
      ),
    );
  return row;
}
