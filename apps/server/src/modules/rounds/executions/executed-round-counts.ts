import { isRoundComplete } from '@securite/domain/rounds/next-checkpoints';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { roundExecutionEvents, roundExecutions } from '../../../db/schema/round-executions.ts';
import { rounds } from '../../../db/schema/rounds.ts';
import { inAgency } from '../../../db/tenant.ts';

/** The executions of a service with the checkpoints each validated, and whether each is complete. */
export function serviceExecutions(tx: Tx, agencyId: string, serviceId: string) {
  return executionsWhere(tx, agencyId, eq(roundExecutions.serviceId, serviceId), 'oldest');
}

/** The executions of several services at once (in two statements, whatever their number). */
export function servicesExecutions(tx: Tx, agencyId: string, serviceIds: string[]) {
  return executionsWhere(tx, agencyId, inArray(roundExecutions.serviceId, serviceIds), 'oldest', 100_000);
}

/** The latest executions of a site's rounds (at most `limit`), newest first, counted as a service's are. */
export function siteExecutions(tx: Tx, agencyId: string, siteId: string, limit = 200) {
  return executionsWhere(tx, agencyId, eq(rounds.siteId, siteId), 'newest', limit);
}

async function executionsWhere(tx: Tx, agencyId: string, where: SQL, order: 'oldest' | 'newest', limit = 10_000) {
  const rows = await tx
    .select({ execution: roundExecutions, roundName: rounds.name, checkpointIds: rounds.checkpointIds })
    .from(roundExecutions)
    .innerJoin(rounds, and(eq(rounds.id, roundExecutions.roundId), inAgency(rounds, agencyId)))
    .where(and(inAgency(roundExecutions, agencyId), where))
    .orderBy(order === 'oldest' ? roundExecutions.startedAt : desc(roundExecutions.startedAt))
    .limit(limit);
  const ids = rows.map((r) => r.execution.id);
  const validations = ids.length
    ? await tx
        .select({ executionId: roundExecutionEvents.executionId, checkpointId: roundExecutionEvents.checkpointId })
        .from(roundExecutionEvents)
        .where(
          and(
            inAgency(roundExecutionEvents, agencyId),
            inArray(roundExecutionEvents.executionId, ids),
            eq(roundExecutionEvents.type, 'round.checkpoint'),
          ),
        )
    : [];
  const byExecution = new Map<string, string[]>();
  for (const v of validations)
    if (v.checkpointId) byExecution.set(v.executionId, [...(byExecution.get(v.executionId) ?? []), v.checkpointId]);
  return rows.map((row) => {
    const validated = byExecution.get(row.execution.id) ?? [];
    const count = new Set(validated.filter((id) => row.checkpointIds.includes(id))).size;
    return {
      ...row.execution,
      roundName: row.roundName,
      validated: count,
      total: row.checkpointIds.length,
      complete: isRoundComplete(row.checkpointIds, validated),
    };
  });
}

/** How many complete executions each round of a service has (the briefing's `rounds[].executed`). */
export async function executedRoundCounts(tx: Tx, agencyId: string, serviceId: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const execution of await serviceExecutions(tx, agencyId, serviceId)) {
    if (execution.complete) counts.set(execution.roundId, (counts.get(execution.roundId) ?? 0) + 1);
  }
  return counts;
}
