import { eventFieldActions } from '../events/event-actions.ts';
import { ServiceStatus } from '../planning/service-status.ts';
import { roundFieldActions } from '../rounds/round-actions.ts';
import { fieldMessages } from './field-messages.ts';

/** What an agent does to a service on the ground (spec 000 section 4, Service and Pause). */
export const fieldActions = [
  'service.start',
  'break.start',
  'break.end',
  'service.photo',
  'service.end',
  ...eventFieldActions,
  ...roundFieldActions,
] as const;
export type FieldAction = (typeof fieldActions)[number];

export interface FieldServiceState {
  status: ServiceStatus;
  isCircuit: boolean;
  /** The status a break interrupted, restored when it ends; null when not on a break. */
  statusBeforeBreak: ServiceStatus | null;
}

export type FieldRefusal = 'ended' | 'active' | 'onBreak' | 'notStarted' | 'noBreak';

export type FieldDecision =
  | { ok: true; next: FieldServiceState; changed: boolean }
  | { ok: false; refusal: FieldRefusal; message: string };

const refuse = (refusal: FieldRefusal): FieldDecision => ({
  ok: false,
  refusal,
  message: {
    ended: fieldMessages.serviceEnded,
    active: fieldMessages.serviceActive,
    onBreak: fieldMessages.onBreak,
    notStarted: fieldMessages.notStarted,
    noBreak: fieldMessages.noBreak,
  }[refusal],
});

const accept = (state: FieldServiceState, next: Partial<FieldServiceState>): FieldDecision => ({
  ok: true,
  next: { ...state, ...next },
  changed: true,
});

/**
 * The rules of a service on the ground:
 * - an ended service refuses every change ('Le service est terminé');
 * - starting needs no other active service of the agent, unless one of them is a circuit (its child services
 *   run inside it) ('Un service est actif'); starting a service already started is resuming it: nothing changes;
 * - a break starts from a running service and remembers its status; ending it restores that status;
 * - while on a break, anything but ending it is refused ('Vous êtes en pause.');
 * - a photo (taken at the end) or a main courante entry goes with a running service and changes nothing of its state;
 * - ending needs a started service.
 */
export function decideFieldAction(
  state: FieldServiceState,
  action: FieldAction,
  context: { otherActiveService: { isCircuit: boolean } | null },
): FieldDecision {
  if (state.status === ServiceStatus.Ended) return refuse('ended');
  const onBreak = state.status === ServiceStatus.Paused;
  switch (action) {
    case 'service.start': {
      if (onBreak) return refuse('onBreak');
      if (state.status === ServiceStatus.Started) return { ok: true, next: state, changed: false };
      const other = context.otherActiveService;
      if (other && !other.isCircuit && !state.isCircuit) return refuse('active');
      return accept(state, { status: ServiceStatus.Started });
    }
    case 'break.start':
      if (onBreak) return refuse('onBreak');
      if (state.status !== ServiceStatus.Started) return refuse('notStarted');
      return accept(state, { status: ServiceStatus.Paused, statusBeforeBreak: state.status });
    case 'break.end':
      if (!onBreak) return refuse('noBreak');
      return accept(state, { status: state.statusBeforeBreak ?? ServiceStatus.Started, statusBeforeBreak: null });
    case 'service.photo':
    case 'event.create':
    case 'event.message':
    case 'event.message.edit':
    case 'event.message.delete':
    case 'round.start':
    case 'round.checkpoint':
    case 'round.skip':
    case 'round.observation':
    case 'round.end':
      // A photo or a round step goes with a running service and changes nothing of its state.
      if (onBreak) return refuse('onBreak');
      if (state.status !== ServiceStatus.Started) return refuse('notStarted');
      return { ok: true, next: state, changed: false };
    case 'service.end':
      if (onBreak) return refuse('onBreak');
      if (state.status !== ServiceStatus.Started) return refuse('notStarted');
      return accept(state, { status: ServiceStatus.Ended });
  }
}

/** Spec 000 section 9: a service of 24 hours or more cannot be ended without the end dialog. */
export const FORCED_END_DURATION_MS = 24 * 3600_000;

export type ForcedEndReason = 'noEndTime' | 'tooLong' | 'endInFuture' | 'endPointWithoutCheckpoint' | 'endPhoto';

/**
 * Spec 000 section 5: when the end dialog must open, whatever the agent chose: the end time is missing, the
 * service lasted 24 hours or more, the end is in the future, an end point has no checkpoint, or the agency asks
 * for a photo at the end.
 */
export function forcedEndReasons(input: {
  realStartAt: Date;
  endAt: Date | null;
  now: Date;
  endPoint: string | null;
  endPointCheckpointId: string | null;
  agencyDemandsEndPhoto: boolean;
}): ForcedEndReason[] {
  const reasons: ForcedEndReason[] = [];
  if (!input.endAt) reasons.push('noEndTime');
  if (input.now.getTime() - input.realStartAt.getTime() >= FORCED_END_DURATION_MS) reasons.push('tooLong');
  if (input.endAt && input.endAt.getTime() > input.now.getTime()) reasons.push('endInFuture');
  if (input.endPoint && !input.endPointCheckpointId) reasons.push('endPointWithoutCheckpoint');
  if (input.agencyDemandsEndPhoto) reasons.push('endPhoto');
  return reasons;
}

/**
 * Spec 000 section 5: unless forced, every round of the service must have been executed at least its required
 * number of times; the rounds still short of it, to ask 'Il faut terminer toutes les rondes…'.
 */
export function roundsNotDone(
  rounds: ReadonlyArray<{ id: string; numberOfExecutions: number; executed: number }>,
): string[] {
  return rounds.filter((round) => round.executed < round.numberOfExecutions).map((round) => round.id);
}

/** A voucher signature is needed at the end unless the activity type's settings say `required: false`. */
export function voucherRequired(activityTypeSettings: { voucherRequired?: boolean } | null): boolean {
  return activityTypeSettings?.voucherRequired !== false;
}

/** Spec 000 section 9: the sync retry waits 2^n seconds, at most 60. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(60, 2 ** Math.max(0, attempt));
}
