import type { BriefingRound } from '@securite/domain/rounds/round-execution-schemas';
import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { checkpoints, rounds } from '../../../db/schema/rounds.ts';
import { inAgency } from '../../../db/tenant.ts';
import { executedRoundCounts, servicesExecutions } from './executed-round-counts.ts';
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

export interface DueRoundCount {
  id: string;
  numberOfExecutions: number;
  /** Complete executions on the service. */
  executed: number;
  /** Whether the service has started it at all (an execution, complete or not). */
  started: boolean;
}

/**
 * For many services at once (a day's dashboard): the rounds each must walk, by name, with their complete executions
 * and whether each was started — dueRounds's answer without the checkpoints, in four statements for any number of
 * services.
 */
export async function dueRoundCounts(
  tx: Tx,
  agencyId: string,
  list: readonly ServiceRounds[],
): Promise<Map<string, DueRoundCount[]>> {
  const result = new Map<string, DueRoundCount[]>();
  if (list.length === 0) return result;
  const toWalk = await roundsToWalkOf(tx, agencyId, list);
  const roundIds = [...new Set([...toWalk.values()].flat())];
  if (roundIds.length === 0) return result;
  const [rows, executions] = await Promise.all([
    tx
      .select({ id: rounds.id, numberOfExecutions: rounds.numberOfExecutions })
      .from(rounds)
      .where(and(inAgency(rounds, agencyId), inArray(rounds.id, roundIds), isNull(rounds.deletedAt)))
      .orderBy(asc(rounds.name)),
    servicesExecutions(
      tx,
      agencyId,
      list.map((s) => s.id),
    ),
  ]);
  const complete = new Map<string, number>();
  const started = new Set<string>();
  for (const e of executions) {
    const key = `${e.serviceId}:${e.roundId}`;
    started.add(key);
    if (e.complete) complete.set(key, (complete.get(key) ?? 0) + 1);
  }
  for (const service of list) {
    const due = new Set(toWalk.get(service.id) ?? []);
    result.set(
      service.id,
      rows
        .filter((r) => due.has(r.id))
        .map((r) => {
          const key = `${service.id}:${r.id}`;
          return {
            id: r.id,
            numberOfExecutions: r.numberOfExecutions,
            executed: complete.get(key) ?? 0,
            started: started.has(key),
          };
        }),
    );
  }
  return result;
}
