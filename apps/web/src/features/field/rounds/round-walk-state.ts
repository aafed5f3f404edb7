import type { FieldMessage } from '@securite/domain/field/field-schemas';
import type { RoundExecutionState, RoundPlan, RoundStep } from '@securite/domain/rounds/round-execution';
import { roundExecutionState, roundStepOfMessage } from '@securite/domain/rounds/round-execution';
import type { BriefingRound } from '@securite/domain/rounds/round-execution-schemas';
import type { QueuedMessage } from '../queue/field-db.ts';

/** A round message's step, as the domain's rule reads it (the phone's time). */
export function stepOfMessage(body: FieldMessage): RoundStep | null {
  return body.round ? roundStepOfMessage(body.type, body.round, body.deviceAt) : null;
}

/** The messages of one execution made on this phone, in order, but those the agent chose to skip after a refusal. */
export function executionMessages(messages: readonly QueuedMessage[], executionId: string): QueuedMessage[] {
  return messages
    .filter((m) => m.body.round?.executionId === executionId && !m.skipped)
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** The steps of an execution made on this phone. */
export function executionSteps(messages: readonly QueuedMessage[]): RoundStep[] {
  return messages.flatMap((m) => {
    const step = stepOfMessage(m.body);
    return step ? [step] : [];
  });
}

/** What walking a round asks, from the round the phone keeps with the service's briefing. */
export function planOf(round: BriefingRound): RoundPlan {
  return {
    checkpointIds: (round.checkpoints ?? []).map((c) => c.id),
    direction: round.grantedDirections ?? 'ordered',
    manualAllowed: round.manualValidation ?? false,
  };
}

/** The executions started on this phone for a service: id, round, and whether it has ended. */
export function phoneExecutions(messages: readonly QueuedMessage[], serviceId: string) {
  const starts = messages.filter((m) => m.serviceId === serviceId && m.body.type === 'round.start' && !m.skipped);
  return starts.map((start) => {
    const executionId = start.body.round?.executionId ?? '';
    const mine = executionMessages(messages, executionId);
    return {
      executionId,
      roundId: start.body.round?.roundId ?? '',
      ended: mine.some((m) => m.body.type === 'round.end'),
      steps: executionSteps(mine),
    };
  });
}

/**
 * The rounds due, with the complete executions counted: the server's count, or this phone's when it knows more
 * (executions still in the queue), so that the end of service asks about rounds offline too.
 */
export function roundsWithPhoneExecutions(
  rounds: readonly BriefingRound[],
  messages: readonly QueuedMessage[],
  serviceId: string,
): BriefingRound[] {
  const executions = phoneExecutions(messages, serviceId);
  return rounds.map((round) => {
    const complete = executions.filter(
      (e) => e.roundId === round.id && roundExecutionState(planOf(round), e.steps).complete,
    ).length;
    return { ...round, executed: Math.max(round.executed, complete) };
  });
}

/**
 * Where the agent is in the round, for an incident reported from it (« Signaler »): the checkpoint validated last,
 * else the first one expected; null once nothing is left to say.
 */
export function currentCheckpointId(state: Pick<RoundExecutionState, 'validated' | 'expected'>): string | null {
  return state.validated.at(-1)?.checkpointId ?? state.expected[0] ?? null;
}

/** The incident form with the execution and the current checkpoint preset (terrain/events/incident). */
export function reportHref(executionId: string, checkpointId: string | null): string {
  const query = new URLSearchParams({ ronde: executionId, ...(checkpointId ? { point: checkpointId } : {}) });
  return `/terrain/events/incident?${query}`;
}
