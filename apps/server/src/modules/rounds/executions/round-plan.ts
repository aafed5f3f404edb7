import type { RoundPlan, RoundStep } from '@securite/domain/rounds/round-execution';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { roundExecutionEvents } from '../../../db/schema/round-executions.ts';
import { checkpoints, rounds } from '../../../db/schema/rounds.ts';
import { inAgency } from '../../../db/tenant.ts';

export type ExecutionEventRow = typeof roundExecutionEvents.$inferSelect;

/** A round of the agency (live or deleted: a past execution keeps its round) with its checkpoints' titles. */
export async function loadRoundPlan(tx: Tx, agencyId: string, roundId: string) {
  const [round] = await tx
    .select()
    .from(rounds)
    .where(and(eq(rounds.id, roundId), inAgency(rounds, agencyId)));
  if (!round) return undefined;
  const points = round.checkpointIds.length
    ? await tx
        .select({ id: checkpoints.id, title: checkpoints.title, color: checkpoints.color })
        .from(checkpoints)
        .where(and(inAgency(checkpoints, agencyId), inArray(checkpoints.id, round.checkpointIds)))
    : [];
  const byId = new Map(points.map((p) => [p.id, p]));
  const plan: RoundPlan = {
    checkpointIds: round.checkpointIds,
    direction: round.grantedDirections,
    manualAllowed: round.manualValidation,
  };
  return { round, plan, checkpoints: byId, titleOf: (id: string) => byId.get(id)?.title ?? id };
}

/** The stored events of an execution, in the order they were applied. */
export function loadExecutionEvents(tx: Tx, agencyId: string, executionId: string): Promise<ExecutionEventRow[]> {
  return tx
    .select()
    .from(roundExecutionEvents)
    .where(and(inAgency(roundExecutionEvents, agencyId), eq(roundExecutionEvents.executionId, executionId)))
    .orderBy(asc(roundExecutionEvents.position));
}

/** A stored event as a step of the domain's rule. */
export function stepOf(
  row: Pick<ExecutionEventRow, 'type' | 'checkpointId' | 'method' | 'text' | 'deviceAt'>,
): RoundStep {
  const at = row.deviceAt.toISOString();
  switch (row.type) {
    case 'round.start':
      return { kind: 'start', at };
    case 'round.end':
      return { kind: 'end', at };
    case 'round.observation':
      return { kind: 'observation', at, text: row.text ?? '' };
    case 'round.skip':
      return { kind: 'skip', at, checkpointId: row.checkpointId ?? '', reason: row.text ?? '' };
    case 'round.checkpoint':
      return {
        kind: 'checkpoint',
        at,
        checkpointId: row.checkpointId ?? '',
        method: row.method ?? 'manual',
        reason: row.text,
      };
  }
}
