import type { CircuitState } from '@securite/domain/circuits/circuit-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { and, eq, gt, inArray, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { services } from '../../db/schema/services.ts';
import { inAgency } from '../../db/tenant.ts';

/**
 * The four states of a circuit, a partition: planned (assigned, not begun), unassigned (not begun, nobody on it),
 * started (begun or paused) and ended.
 */
export function circuitStateCondition(state: CircuitState): SQL {
  switch (state) {
    case 'planned':
      return and(eq(services.status, ServiceStatus.Planned), isNotNull(services.agentId)) as SQL;
    case 'unassigned':
      return and(eq(services.status, ServiceStatus.Planned), isNull(services.agentId)) as SQL;
    case 'started':
      return inArray(services.status, [ServiceStatus.Started, ServiceStatus.Paused]);
    case 'ended':
      return eq(services.status, ServiceStatus.Ended);
  }
}

/** Circuits sharing time with [from, to). */
export function overlapsPeriod(from: Date, to: Date): SQL {
  return and(lt(services.startAt, to), gt(services.endAt, from)) as SQL;
}

/** Circuits with a live stop on one of these sites. */
export function visitsSites(tx: Tx, agencyId: string, siteIds: readonly string[]): SQL {
  const circuitIds = tx
    .select({ id: services.circuitId })
    .from(services)
    .where(and(inAgency(services, agencyId), isNull(services.deletedAt), inArray(services.siteId, [...siteIds])));
  return inArray(services.id, circuitIds);
}
