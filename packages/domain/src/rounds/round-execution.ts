import { nextExpectedCheckpoints } from './next-checkpoints.ts';
import type { RoundDirection } from './round-schemas.ts';

/** How an agent validates a checkpoint on the spot: its NFC tag, its QR code, or by hand (with a reason). */
export const checkpointMethods = ['nfc', 'qr', 'manual'] as const;
export type CheckpointMethod = (typeof checkpointMethods)[number];
export const checkpointMethodLabels: Record<CheckpointMethod, string> = {
  nfc: 'Badge NFC',
  qr: 'QR code',
  manual: 'Validation manuelle',
};

/** One event of a round execution, as the phone made it (spec 000 section 3, round trace types). */
export type RoundStep =
  | { kind: 'start'; at: string }
  | { kind: 'checkpoint'; at: string; checkpointId: string; method: CheckpointMethod; reason?: string | null }
  | { kind: 'skip'; at: string; checkpointId: string; reason: string }
  | { kind: 'observation'; at: string; text: string }
  | { kind: 'end'; at: string };

/** What a round asks of its execution: its checkpoints in walking order, their direction rule, manual validation. */
export interface RoundPlan {
  checkpointIds: readonly string[];
  direction: RoundDirection;
  manualAllowed: boolean;
}

export interface RoundExecutionState {
  started: boolean;
  ended: boolean;
  /** The validated checkpoints, each once (the first validation), in the order they were validated. */
  validated: Array<{ checkpointId: string; method: CheckpointMethod; at: string }>;
  /** The checkpoints jumped over and not validated since. */
  skipped: string[];
  /** The checkpoints the agent may validate (or jump over) now; empty when complete or ended. */
  expected: string[];
  /** Every checkpoint validated (spec 000 section 5). */
  complete: boolean;
  /** Once ended: the checkpoints never validated. */
  missed: string[];
}

export const roundExecutionMessages = {
  notStarted: 'La ronde n’est pas commencée',
  alreadyStarted: 'La ronde est déjà commencée',
  ended: 'La ronde est terminée',
  notInRound: 'Ce badge n’est pas un point de contrôle de cette ronde',
  alreadyValidated: (title: string) => `Le point de contrôle « ${title} » est déjà validé`,
  outOfOrder: (expected: string[]) =>
    expected.length === 1
      ? `Point de contrôle hors ordre : le prochain point attendu est « ${expected[0]} »`
      : `Point de contrôle hors ordre : les points attendus sont ${expected.map((t) => `« ${t} »`).join(' ou ')}`,
  manualNotAllowed: 'La validation manuelle n’est pas autorisée pour cette ronde',
  reasonRequired: 'Indiquez la raison',
  otherRoundActive: 'Une ronde est déjà en cours : terminez-la avant d’en commencer une autre',
  executionNotFound: 'Passage de ronde introuvable',
  badgeNotFound: 'Badge inconnu : ce n’est pas un point de contrôle de l’agence',
  nfcUnavailable: 'La lecture NFC n’est pas disponible sur ce téléphone',
} as const;

export type RoundRefusal =
  | 'notStarted'
  | 'alreadyStarted'
  | 'ended'
  | 'notInRound'
  | 'alreadyValidated'
  | 'outOfOrder'
  | 'manualNotAllowed'
  | 'reasonRequired';

export type RoundDecision = { ok: true } | { ok: false; refusal: RoundRefusal; message: string };

/**
 * The state of an execution after its accepted steps (refused steps are never stored, so they are not expected
 * here). The direction rule follows the walk: a checkpoint jumped over counts as passed for the order, and once
 * the walk has passed every checkpoint, those jumped over may still be caught up, in any order.
 */
export function roundExecutionState(plan: RoundPlan, steps: readonly RoundStep[]): RoundExecutionState {
  const ids = new Set(plan.checkpointIds);
  let started = false;
  let ended = false;
  const validated: RoundExecutionState['validated'] = [];
  const validatedIds = new Set<string>();
  const walk: string[] = [];
  for (const step of steps) {
    if (step.kind === 'start') started = true;
    else if (step.kind === 'end') ended = true;
    else if (step.kind === 'checkpoint' && ids.has(step.checkpointId) && !validatedIds.has(step.checkpointId)) {
      validatedIds.add(step.checkpointId);
      validated.push({ checkpointId: step.checkpointId, method: step.method, at: step.at });
      walk.push(step.checkpointId);
    } else if (step.kind === 'skip' && ids.has(step.checkpointId)) walk.push(step.checkpointId);
  }
  const skipped = [...new Set(walk)].filter((id) => !validatedIds.has(id));
  const complete = plan.checkpointIds.every((id) => validatedIds.has(id));
  let expected: string[] = [];
  if (started && !ended && !complete) {
    expected = nextExpectedCheckpoints(plan.checkpointIds, walk, plan.direction);
    if (expected.length === 0) expected = plan.checkpointIds.filter((id) => skipped.includes(id));
  }
  const missed = ended ? plan.checkpointIds.filter((id) => !validatedIds.has(id)) : [];
  return { started, ended, validated, skipped, expected, complete, missed };
}

const refuse = (refusal: RoundRefusal, message: string): RoundDecision => ({ ok: false, refusal, message });
const blank = (text: string | null | undefined) => !text || text.trim().length === 0;

/**
 * Whether the next step of an execution is accepted (spec 000 section 5, Round): a start once; then checkpoints
 * validated in the round's direction rule (out of order: refused, naming the checkpoint(s) expected), manual
 * validation only where the round allows it and with a reason, a jump over an expected checkpoint with a reason,
 * observations; the end at any time (the checkpoints not validated are then missed). Nothing after the end.
 * `titleOf` names a checkpoint in the refusals.
 */
export function decideRoundStep(
  plan: RoundPlan,
  steps: readonly RoundStep[],
  step: RoundStep,
  titleOf: (checkpointId: string) => string = (id) => id,
): RoundDecision {
  const state = roundExecutionState(plan, steps);
  const m = roundExecutionMessages;
  if (state.ended) return refuse('ended', m.ended);
  if (step.kind === 'start') return state.started ? refuse('alreadyStarted', m.alreadyStarted) : { ok: true };
  if (!state.started) return refuse('notStarted', m.notStarted);
  if (step.kind === 'end') return { ok: true };
  if (step.kind === 'observation') return blank(step.text) ? refuse('reasonRequired', m.reasonRequired) : { ok: true };
  if (!plan.checkpointIds.includes(step.checkpointId)) return refuse('notInRound', m.notInRound);
  if (state.validated.some((v) => v.checkpointId === step.checkpointId)) {
    return refuse('alreadyValidated', m.alreadyValidated(titleOf(step.checkpointId)));
  }
  if (step.kind === 'checkpoint' && step.method === 'manual') {
    if (!plan.manualAllowed) return refuse('manualNotAllowed', m.manualNotAllowed);
    if (blank(step.reason)) return refuse('reasonRequired', m.reasonRequired);
  }
  if (step.kind === 'skip' && blank(step.reason)) return refuse('reasonRequired', m.reasonRequired);
  if (!state.expected.includes(step.checkpointId)) {
    return refuse('outOfOrder', m.outOfOrder(state.expected.map(titleOf)));
  }
  return { ok: true };
}

/** Reads what a badge holds: a printed QR code of a checkpoint (`checkpoint:<id>`) gives its id; else the text. */
export function parseBadgeText(text: string): { checkpointId: string } | { badge: string } {
  const trimmed = text.trim();
  const match = /^checkpoint:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(trimmed);
  return match ? { checkpointId: match[1].toLowerCase() } : { badge: trimmed };
}

/**
 * A round message's step as the rule reads it, the same on the phone and on the server: its type, its round part
 * and its device time (ISO); null for a message that is not a round step.
 */
export function roundStepOfMessage(
  type: string,
  round: { text?: string | null; checkpointId?: string | null; reason?: string | null; method?: string | null },
  at: string,
): RoundStep | null {
  switch (type) {
    case 'round.start':
      return { kind: 'start', at };
    case 'round.end':
      return { kind: 'end', at };
    case 'round.observation':
      return { kind: 'observation', at, text: round.text ?? '' };
    case 'round.skip':
      return { kind: 'skip', at, checkpointId: round.checkpointId ?? '', reason: round.reason ?? '' };
    case 'round.checkpoint':
      return {
        kind: 'checkpoint',
        at,
        checkpointId: round.checkpointId ?? '',
        method: (round.method ?? 'manual') as Extract<RoundStep, { kind: 'checkpoint' }>['method'],
        reason: round.reason,
      };
    default:
      return null;
  }
}
