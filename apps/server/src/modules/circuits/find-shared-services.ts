import type { SharedServices } from '@securite/domain/circuits/circuit-schemas';
import { and, eq, gt, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { services } from '../../db/schema/services.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { findPresentedServices } from '../planning/public.ts';
import { loadStoredCircuit } from './check-circuit.ts';

/**
 * GET {agency}/circuit/{id}/shared-services: the other live services on the circuit's sites while its stops are
 * there (a static guard on site, another circuit's stop), so the agent knows whom they will meet.
 */
export async function findSharedServices(ctx: AppContext, tenant: TenantContext, id: string): Promise<SharedServices> {
  const agencyId = tenant.agency.id;
  const { stops } = await loadStoredCircuit(ctx, agencyId, id);
  if (stops.length === 0) return { data: [] };
  const during = stops.map(
    (stop) =>
      and(
        eq(services.siteId, stop.siteId as string),
        lt(services.startAt, stop.endAt),
        gt(services.endAt, stop.startAt),
      ) as SQL,
  );
  const data = await findPresentedServices(
    ctx.db,
    agencyId,
    and(or(...during), or(isNull(services.circuitId), ne(services.circuitId, id))) as SQL,
  );
  return { data };
}
