import { fieldMessages } from '@securite/domain/field/field-messages';
import type { Position } from '@securite/domain/field/field-schemas';
import { isLateEnd, lateEndQuestion, metresOutsideSite, outsideSiteQuestion } from '@securite/domain/field/field-times';
import { forcedEndReasons, roundsNotDone } from '@securite/domain/field/service-lifecycle';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import type { QueuedMessage, ServiceSnapshot } from './queue/field-db.ts';
import { roundsWithPhoneExecutions } from './rounds/round-walk-state.ts';

import { texts } from './texts.ts';

/** When the service really started: the server's time, or the phone's start still in the queue. */
function realStart(snapshot: ServiceSnapshot, messages: readonly QueuedMessage[]): Date {
  const queued = messages.find((m) => m.body.type === 'service.start' && !m.skipped);
  return new Date(snapshot.realStartAt ?? queued?.body.deviceAt ?? snapshot.startAt);
}

/** Ending away from the site (its radius, the accuracy rule): the agent confirms, the office will see it. */
export async function confirmEndAway(snapshot: ServiceSnapshot, location: Position | null): Promise<boolean> {
  const site = snapshot.briefing?.site;
  const outside = metresOutsideSite(site?.perimeter, location);
  if (outside === null) return true;
  return confirm({
    title: outsideSiteQuestion(outside, site?.name ?? '', 'end'),
    confirmLabel: texts.terminerLeService,
  });
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
  // Long after the planned end (issue 25): a warning, the office will see it; never a block.
  const plannedEnd = snapshot.endAt ? new Date(snapshot.endAt) : null;
  const now = new Date();
  if (
    plannedEnd &&
    typeof briefing?.lateEndMinutes === 'number' &&
    isLateEnd(now, plannedEnd, briefing.lateEndMinutes)
  ) {
    const question = lateEndQuestion(plannedEnd, now, briefing.timeZone ?? 'Europe/Paris');
    if (!(await confirm({ title: question, confirmLabel: texts.terminerLeService }))) return null;
  }
  if (briefing && roundsNotDone(roundsWithPhoneExecutions(briefing.rounds, messages, snapshot.id)).length > 0) {
    const goOn = await confirm({ title: fieldMessages.roundsNotDone, confirmLabel: texts.terminerQuandMeme });
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
  const ok = await confirm({ title: texts.terminerLeService2, confirmLabel: texts.terminerLeService });
  return ok ? { dialog: false } : null;
}
