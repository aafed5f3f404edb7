import type { RoundProgress } from '@securite/domain/pti/pti-alarms';
import { isRoundComplete } from '@securite/domain/rounds/next-checkpoints';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { roundExecutionEvents, roundExecutions } from '../../../db/schema/round-executions.ts';
import { rounds } from '../../../db/schema/rounds.ts';
import { inAgency } from '../../../db/tenant.ts';
import { roundsToWalkOf, type ServiceRounds } from './rounds-to-walk.ts';

/**
 * Where each service stands with its rounds, for the supervisors: the executions due (each live round's
 * numberOfExecutions), the complete ones counted toward them, and the round being walked with its checkpoints.
 * Three queries whatever the number of services.
 */
export async function roundProgress(
  tx: Tx,
  agencyId: string,
  services: readonly ServiceRounds[],
): Promise<Map<string, RoundProgress>> {
  const progress = new Map<string, RoundProgress>();
  const toWalk = await roundsToWalkOf(tx, agencyId, services);
  const list = services.map((s) => ({ id: s.id, roundIds: toWalk.get(s.id) ?? [] }));
  const roundIds = [...new Set(list.flatMap((s) => s.roundIds))];
  const serviceIds = list.map((s) => s.id);
  if (serviceIds.length === 0) return progress;
  const live = roundIds.length
    ? await tx
        .select({
          id: rounds.id,
          name: rounds.name,
          due: rounds.numberOfExecutions,
          checkpointIds: rounds.checkpointIds,
        })
        .from(rounds)
        .where(and(inAgency(rounds, agencyId), inArray(rounds.id, roundIds), isNull(rounds.deletedAt)))
    : [];
  const executions = await tx
    .select({
      id: roundExecutions.id,
      serviceId: roundExecutions.serviceId,
      roundId: roundExecutions.roundId,
      startedAt: roundExecutions.startedAt,
      endedAt: roundExecutions.endedAt,
      name: rounds.name,
      checkpointIds: rounds.checkpointIds,
    })
    .from(roundExecutions)
    .innerJoin(rounds, and(eq(rounds.id, roundExecutions.roundId), inAgency(rounds, agencyId)))
    .where(and(inAgency(roundExecutions, agencyId), inArray(roundExecutions.serviceId, serviceIds)));
  const validations = executions.length
    ? await tx
        .select({ executionId: roundExecutionEvents.executionId, checkpointId: roundExecutionEvents.checkpointId })
        .from(roundExecutionEvents)
        .where(
          and(
            inAgency(roundExecutionEvents, agencyId),
            inArray(
              roundExecutionEvents.executionId,
              executions.map((e) => e.id),
            ),
            eq(roundExecutionEvents.type, 'round.checkpoint'),
          ),
        )
    : [];
  const validatedOf = new Map<string, string[]>();
  for (const v of validations) {
    if (v.checkpointId) validatedOf.set(v.executionId, [...(validatedOf.get(v.executionId) ?? []), v.checkpointId]);
  }
  const roundOf = new Map(live.map((r) => [r.id, r]));
  for (const service of list) {
    const mine = executions.filter((e) => e.serviceId === service.id);
    const ownRounds = service.roundIds.flatMap((id) => roundOf.get(id) ?? []);
    // A round walked more often than asked counts for what is asked only: « 2 / 2 », never « 3 / 2 ».
    const done = ownRounds.reduce((sum, round) => {
      const complete = mine.filter(
        (e) => e.roundId === round.id && isRoundComplete(round.checkpointIds, validatedOf.get(e.id) ?? []),
      ).length;
      return sum + Math.min(complete, round.due);
    }, 0);
    const running = mine
      .filter((e) => e.endedAt === null)
      .sort((x, y) => y.startedAt.getTime() - x.startedAt.getTime())[0];
    const validated = running ? new Set(validatedOf.get(running.id) ?? []) : new Set<string>();
    progress.set(service.id, {
      due: ownRounds.reduce((sum, round) => sum + round.due, 0),
      done,
      current: running
        ? {
            executionId: running.id,
            name: running.name,
            validated: running.checkpointIds.filter((id) => validated.has(id)).length,
            total: running.checkpointIds.length,
          }
        : null,
    });
  }
  return progress;
}
