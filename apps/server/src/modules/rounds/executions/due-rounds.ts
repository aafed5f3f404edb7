import type { BriefingRound } from '@securite/domain/rounds/round-execution-schemas';
import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { checkpoints, rounds } from '../../../db/schema/rounds.ts';
import { inAgency } from '../../../db/tenant.ts';
import { executedRoundCounts } from './executed-round-counts.ts';
import { roundsToWalkOf, type ServiceRounds } from './rounds-to-walk.ts';

/**
 * The rounds a service must walk (chosen for it, else its site's: roundsToWalkOf), by name, with their checkpoints
 * in walking order and their complete executions.
 */
export async function dueRounds(tx: Tx, agencyId: string, service: ServiceRounds): Promise<BriefingRound[]> {
  const roundIds = (await roundsToWalkOf(tx, agencyId, [service])).get(service.id) ?? [];
  if (roundIds.length === 0) return [];
  const rows = await tx
    .select()
    .from(rounds)
    .where(and(inAgency(rounds, agencyId), inArray(rounds.id, roundIds), isNull(rounds.deletedAt)))
    .orderBy(asc(rounds.name));
  const ids = [...new Set(rows.flatMap((r) => r.checkpointIds))];
  const points = ids.length
    ? await tx
        .select({ id: checkpoints.id, title: checkpoints.title, color: checkpoints.color, badge: checkpoints.badge })
        .from(checkpoints)
        .where(and(inAgency(checkpoints, agencyId), inArray(checkpoints.id, ids), isNull(checkpoints.deletedAt)))
    : [];
  const byId = new Map(points.map((p) => [p.id, p]));
  const executed = await executedRoundCounts(tx, agencyId, service.id);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    numberOfExecutions: r.numberOfExecutions,
    executed: executed.get(r.id) ?? 0,
    grantedDirections: r.grantedDirections,
    manualValidation: r.manualValidation,
    checkpoints: r.checkpointIds.flatMap((id) => {
      const point = byId.get(id);
      return point ? [point] : [];
    }),
  }));
}
