import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import type { ValidationPosition } from '@securite/domain/rounds/checkpoint-moved';
import {
  decideRoundStep,
  type RoundStep,
  roundExecutionMessages,
  roundStepOfMessage,
} from '@securite/domain/rounds/round-execution';

import type { RoundFieldAction, RoundStepPayload } from '@securite/domain/rounds/round-execution-schemas';
import { roundMessages } from '@securite/domain/rounds/round-schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { roundExecutionEvents, roundExecutions } from '../../../db/schema/round-executions.ts';
import { services } from '../../../db/schema/services.ts';
import { inAgency } from '../../../db/tenant.ts';
import { notFound } from '../../../http/errors.ts';
import { validationPlace } from './checkpoint-position.ts';
import { loadExecutionEvents, loadRoundPlan, stepOf } from './round-plan.ts';
import { roundsToWalkOf } from './rounds-to-walk.ts';

export interface RoundStepInput {
  agencyId: string;
  agentId: string;
  serviceId: string;
  /** The field message's uuid: the event's id. */
  uuid: string;
  type: RoundFieldAction;
  round: RoundStepPayload;
  deviceAt: Date;
  receivedAt: Date;
  /** The phone's position with the message, if it gave one: a validation keeps it (« moved »). */
  location?: ValidationPosition | null;
}

const refused = (message: string, refusal: string) =>
  new AppError(ErrorCode.Unprocessable, message, { details: { refusal } });

function stepFor(input: RoundStepInput): RoundStep {
  // The message's type is a round action, so it is always a step.
  return roundStepOfMessage(input.type, input.round, input.deviceAt.toISOString()) as RoundStep;
}

/** Starts an execution of one of the service's rounds, unless another of its executions is still running. */
async function startExecution(tx: Tx, input: RoundStepInput): Promise<void> {
  const { agencyId, serviceId, round } = input;
  const [service] = await tx
    .select({ id: services.id, siteId: services.siteId, roundIds: services.roundIds })
    .from(services)
    .where(and(eq(services.id, serviceId), inAgency(services, agencyId)));
  const roundId = round.roundId ?? '';
  const loaded = await loadRoundPlan(tx, agencyId, roundId);
  const toWalk = service ? ((await roundsToWalkOf(tx, agencyId, [service])).get(service.id) ?? []) : [];
  if (!toWalk.includes(roundId) || !loaded || loaded.round.deletedAt) {
    throw notFound(roundMessages.notFound);
  }
  // every agency: the phone's execution id is a key in every agency: one already taken anywhere is refused here.
  const [known] = await tx
    .select({ id: roundExecutions.id })
    .from(roundExecutions)
    .where(eq(roundExecutions.id, round.executionId));
  if (known) throw refused(roundExecutionMessages.alreadyStarted, 'alreadyStarted');
  const [running] = await tx
    .select({ id: roundExecutions.id })
    .from(roundExecutions)
    .where(
      and(
        inAgency(roundExecutions, agencyId),
        eq(roundExecutions.serviceId, serviceId),
        isNull(roundExecutions.endedAt),
      ),
    )
    .limit(1);
  if (running) throw refused(roundExecutionMessages.otherRoundActive, 'otherRoundActive');
  await tx.insert(roundExecutions).values({
    id: round.executionId,
    agencyId,
    serviceId,
    roundId,
    agentId: input.agentId,
    startedAt: input.deviceAt,
    receivedAt: input.receivedAt,
  });
  await tx.insert(roundExecutionEvents).values({
    id: input.uuid,
    agencyId,
    executionId: round.executionId,
    position: 0,
    type: 'round.start',
    deviceAt: input.deviceAt,
    receivedAt: input.receivedAt,
  });
}

/**
 * Applies one round step of a field message inside its transaction (the service is already locked, started and
 * not on a break): the start creates the execution; a checkpoint, jump, observation or end follows the round's
 * rules (spec 000 section 5), refused with a French message (422) that names the checkpoint expected. The
 * execution must be one of this service's (else 404).
 */
export async function applyRoundStep(tx: Tx, input: RoundStepInput): Promise<void> {
  if (input.type === 'round.start') return startExecution(tx, input);
  const { agencyId } = input;
  const [execution] = await tx
    .select()
    .from(roundExecutions)
    .where(
      and(
        eq(roundExecutions.id, input.round.executionId),
        inAgency(roundExecutions, agencyId),
        eq(roundExecutions.serviceId, input.serviceId),
      ),
    )
    .for('update');
  if (!execution) throw notFound(roundExecutionMessages.executionNotFound);
  const loaded = await loadRoundPlan(tx, agencyId, execution.roundId);
  if (!loaded) throw notFound(roundMessages.notFound);
  const events = await loadExecutionEvents(tx, agencyId, execution.id);
  const step = stepFor(input);
  const decision = decideRoundStep(loaded.plan, events.map(stepOf), step, loaded.titleOf);
  if (!decision.ok) throw refused(decision.message, decision.refusal);
  const checkpointId = step.kind === 'checkpoint' || step.kind === 'skip' ? step.checkpointId : null;
  const text =
    step.kind === 'observation'
      ? step.text.trim()
      : step.kind === 'skip' || step.kind === 'checkpoint'
        ? step.reason?.trim() || null
        : null;
  const place =
    step.kind === 'checkpoint' ? await validationPlace(tx, agencyId, step.checkpointId, input.location) : null;
  await tx.insert(roundExecutionEvents).values({
    ...place,
    id: input.uuid,
    agencyId,
    executionId: execution.id,
    position: events.length,
    type: input.type,
    checkpointId,
    method: step.kind === 'checkpoint' ? step.method : null,
    text,
    deviceAt: input.deviceAt,
    receivedAt: input.receivedAt,
  });
  if (input.type === 'round.end') {
    await tx
      .update(roundExecutions)
      .set({ endedAt: input.deviceAt })
      .where(and(eq(roundExecutions.id, execution.id), inAgency(roundExecutions, agencyId)));
  }
}

/**
 * The end of a service ends its rounds still running, at the same time (their checkpoints not validated are then
 * missed): an execution never stays open on an ended service.
 */
export async function endRunningExecutions(tx: Tx, agencyId: string, serviceId: string, at: Date): Promise<void> {
  await tx
    .update(roundExecutions)
    .set({ endedAt: at })
    .where(
      and(
        inAgency(roundExecutions, agencyId),
        eq(roundExecutions.serviceId, serviceId),
        isNull(roundExecutions.endedAt),
      ),
    );
}
