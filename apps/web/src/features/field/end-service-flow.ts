import { fieldMessages } from '@securite/domain/field/field-messages';
import { forcedEndReasons, roundsNotDone } from '@securite/domain/field/service-lifecycle';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import type { QueuedMessage, ServiceSnapshot } from './queue/field-db.ts';
import { roundsWithPhoneExecutions } from './rounds/round-walk-state.ts';

/** When the service really started: the server's time, or the phone's start still in the queue. */
function realStart(snapshot: ServiceSnapshot, messages: readonly QueuedMessage[]): Date {
  const queued = messages.find((m) => m.body.type === 'service.start' && !m.skipped);
  return new Date(snapshot.realStartAt ?? queued?.body.deviceAt ?? snapshot.startAt);
}

export type EndPlan = { dialog: true } | { dialog: false } | null;

/**
 * Spec 000 section 5, before the end: rounds still short of their executions ask
 * 'Il faut terminer toutes les rondes…' (null when the agent stays); then the end dialog opens when a voucher
 * must be signed or when it is forced (no end time, 24 h or more, an end before the planned one, an end point
 * without checkpoint, a photo the agency demands); otherwise a plain confirmation is enough.
 */
export async function planEnd(snapshot: ServiceSnapshot, messages: readonly QueuedMessage[]): Promise<EndPlan> {
  const briefing = snapshot.briefing ?? null;
  if (briefing && roundsNotDone(roundsWithPhoneExecutions(briefing.rounds, messages, snapshot.id)).length > 0) {
    const goOn = await confirm({ title: fieldMessages.roundsNotDone, confirmLabel: 'Terminer quand même' });
    if (!goOn) return null;
  }
  const forced = forcedEndReasons({
    realStartAt: realStart(snapshot, messages),
    endAt: snapshot.endAt ? new Date(snapshot.endAt) : null,
    now: new Date(),
    endPoint: briefing?.endPoint ?? null,
    // End points are free text so far: none is a checkpoint yet.
    endPointCheckpointId: null,
    agencyDemandsEndPhoto: briefing?.endPhotoRequired ?? false,
  });
  // Without a briefing (taken offline) the phone cannot know the activity type: the voucher is asked.
  if (forced.length > 0 || (briefing?.voucherRequired ?? true)) return { dialog: true };
  const ok = await confirm({ title: 'Terminer le service ?', confirmLabel: 'Terminer le service' });
  return ok ? { dialog: false } : null;
}
