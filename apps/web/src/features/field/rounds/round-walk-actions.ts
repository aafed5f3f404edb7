import { fieldMessages } from '@securite/domain/field/field-messages';
import type { FieldAction } from '@securite/domain/field/service-lifecycle';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import {
  type CheckpointMethod,
  decideRoundStep,
  parseBadgeText,
  type RoundStep,
  roundExecutionMessages,
} from '@securite/domain/rounds/round-execution';
import type { RoundStepPayload } from '@securite/domain/rounds/round-execution-schemas';
import { newClientUuid } from '../../../api/client-uuid.ts';
import { recordFieldAction } from '../field-runtime.ts';
import { quickPosition } from '../position.ts';
import { executionSteps, planOf } from './round-walk-state.ts';
import type { RoundWalk } from './use-round-walk.ts';

export type StepOutcome = { ok: true } | { ok: false; message: string };

/** The checkpoint of the round a read badge names (its printed `checkpoint:<id>` or its badge text), or null. */
export function checkpointOfBadge(walk: RoundWalk, texts: readonly string[]): string | null {
  const points = walk.round.checkpoints ?? [];
  for (const text of texts) {
    const read = parseBadgeText(text);
    const found =
      'checkpointId' in read
        ? points.find((p) => p.id === read.checkpointId)
        : points.find((p) => p.badge !== null && p.badge.toLowerCase() === read.badge.toLowerCase());
    if (found) return found.id;
  }
  return null;
}

/** Sends a round step through the phone's queue, after the service's and the round's rules (refused: why). */
export async function recordRoundStep(
  agencyId: string,
  walk: RoundWalk,
  type: Extract<FieldAction, `round.${string}`>,
  step: RoundStep,
  payload: Omit<RoundStepPayload, 'executionId'> = {},
): Promise<StepOutcome> {
  const status = walk.serviceState.status;
  if (status === ServiceStatus.Paused) return { ok: false, message: fieldMessages.onBreak };
  if (status === ServiceStatus.Ended) return { ok: false, message: fieldMessages.serviceEnded };
  const titleOf = (id: string) => walk.round.checkpoints?.find((c) => c.id === id)?.title ?? id;
  const decision = decideRoundStep(planOf(walk.round), executionSteps(walk.messages), step, titleOf);
  if (!decision.ok) return { ok: false, message: decision.message };
  // A validation keeps where the phone was, so that the office sees one read away from its checkpoint (« moved »).
  const location = type === 'round.checkpoint' ? await quickPosition() : null;
  await recordFieldAction(agencyId, {
    uuid: newClientUuid(),
    type,
    serviceId: walk.snapshot.id,
    deviceAt: step.at,
    ...(location ? { location } : {}),
    round: { executionId: walk.executionId, ...payload },
  });
  return { ok: true };
}

/** Validates the checkpoint a badge names, by NFC or QR. */
export function validateBadge(
  agencyId: string,
  walk: RoundWalk,
  texts: readonly string[],
  method: CheckpointMethod,
): Promise<StepOutcome> {
  const checkpointId = checkpointOfBadge(walk, texts);
  if (!checkpointId) return Promise.resolve({ ok: false, message: roundExecutionMessages.notInRound });
  const at = new Date().toISOString();
  return recordRoundStep(
    agencyId,
    walk,
    'round.checkpoint',
    { kind: 'checkpoint', at, checkpointId, method },
    { checkpointId, method },
  );
}
