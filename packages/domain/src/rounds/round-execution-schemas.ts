import { z } from 'zod';
import { zServiceEvent } from '../events/event-schemas.ts';
import { zOptionalString, zUuid } from '../validation/zod.ts';
import { isRoundFieldAction, roundFieldActions } from './round-actions.ts';
import { checkpointMethods } from './round-execution.ts';
import { roundDirections } from './round-schemas.ts';

export { isRoundFieldAction, type RoundFieldAction, roundFieldActions } from './round-actions.ts';

/**
 * What a round message carries besides the service: the execution's uuid (made on the phone at the start), the
 * round (at the start), the checkpoint (validation or jump) with its method, a reason (manual validation, jump)
 * or the observation's text.
 */
export const zRoundStepPayload = z.object({
  executionId: zUuid(),
  roundId: zUuid().optional(),
  checkpointId: zUuid().optional(),
  method: z.enum(checkpointMethods).optional(),
  reason: zOptionalString(1000),
  text: zOptionalString(5000),
});
export type RoundStepPayload = z.infer<typeof zRoundStepPayload>;

/** Whether a field message's type and round payload go together (a round message needs its payload's parts). */
export function roundPayloadIssue(type: string, round: RoundStepPayload | undefined): string | null {
  const isRound = isRoundFieldAction(type);
  if (!isRound) return round ? 'Ces informations de ronde vont seulement avec un message de ronde' : null;
  if (!round) return 'Les informations de la ronde manquent';
  if (type === 'round.start' && !round.roundId) return 'Choisissez la ronde à commencer';
  if ((type === 'round.checkpoint' || type === 'round.skip') && !round.checkpointId) {
    return 'Le point de contrôle manque';
  }
  if (type === 'round.checkpoint' && !round.method) return 'La méthode de validation manque';
  if (type === 'round.observation' && !round.text?.trim()) return 'Saisissez l’observation';
  return null;
}

export const zExecutionCheckpoint = z.object({
  id: z.string(),
  title: z.string(),
  color: z.string(),
  /** Its place in the walking order, from 1. */
  position: z.number().int(),
  validatedAt: z.string().nullable(),
  method: z.enum(checkpointMethods).nullable(),
  reason: z.string().nullable(),
  skipped: z.boolean(),
  missed: z.boolean(),
  /** « moved »: validated farther than the site's radius from its registered place (checkpoint-moved.ts). */
  moved: z.boolean(),
  /** Metres from its registered place at validation; null when the phone gave no usable position. */
  distance: z.number().int().nullable(),
  /** When it was expected (the start plus the round's delay for it), and the real time's gap in minutes. */
  expectedAt: z.string().nullable(),
  gapMinutes: z.number().int().nullable(),
});

/** GET {agency}/service-round/{id}: a round execution as staff, the agent and the site's customer read it. */
export const zRoundExecution = z.object({
  id: z.string(),
  service: z.object({ id: z.string(), reference: z.string() }),
  round: z.object({ id: z.string(), name: z.string(), grantedDirections: z.enum(roundDirections) }),
  site: z.object({ id: z.string(), name: z.string() }).nullable(),
  agent: z.object({ id: z.string(), fullname: z.string() }).nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  complete: z.boolean(),
  checkpoints: z.array(zExecutionCheckpoint),
  events: z.array(
    z.object({
      id: z.string(),
      type: z.enum(roundFieldActions),
      checkpointId: z.string().nullable(),
      method: z.enum(checkpointMethods).nullable(),
      text: z.string().nullable(),
      deviceAt: z.string(),
      receivedAt: z.string(),
    }),
  ),
  observations: z.array(z.object({ text: z.string(), at: z.string() })),
  /** The main courante events the agent logged during the execution (« Signaler »), oldest first. */
  serviceEvents: z.array(zServiceEvent),
});
export type RoundExecution = z.infer<typeof zRoundExecution>;

/** GET {agency}/service/{id}/round-executions: the passages of a service's rounds. */
export const zRoundExecutionSummary = z.object({
  id: z.string(),
  round: z.object({ id: z.string(), name: z.string() }),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  complete: z.boolean(),
  validated: z.number().int(),
  total: z.number().int(),
});
export type RoundExecutionSummary = z.infer<typeof zRoundExecutionSummary>;
export const zRoundExecutionList = z.object({ executions: z.array(zRoundExecutionSummary) });
export type RoundExecutionList = z.infer<typeof zRoundExecutionList>;

/** GET {agency}/badge-infos/{code}: which checkpoint of the agency a read badge is. */
export const zBadgeInfo = z.object({
  checkpoint: z.object({
    id: z.string(),
    title: z.string(),
    color: z.string(),
    badge: z.string().nullable(),
    site: z.object({ id: z.string(), name: z.string() }),
  }),
  rounds: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type BadgeInfo = z.infer<typeof zBadgeInfo>;

/**
 * A round due in a service, as the phone keeps it with the service's briefing: how many executions it asks and
 * how many are complete, and what walking it offline needs (its checkpoints in order, their badges, the rules).
 */
export const zBriefingRound = z.object({
  id: z.string(),
  name: z.string(),
  numberOfExecutions: z.number(),
  executed: z.number(),
  grantedDirections: z.enum(roundDirections).optional(),
  manualValidation: z.boolean().optional(),
  checkpoints: z
    .array(z.object({ id: z.string(), title: z.string(), color: z.string(), badge: z.string().nullable() }))
    .optional(),
});
export type BriefingRound = z.infer<typeof zBriefingRound>;
