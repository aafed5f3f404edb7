import { decideFieldAction, type FieldServiceState } from '@securite/domain/field/service-lifecycle';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { isPtiFieldAction } from '@securite/domain/pti/pti-actions';
import { serviceHours, shortDayLabel } from '@securite/domain/time/day-labels';
import { dayIn, timeIn } from '@securite/domain/time/zoned-instants';
import type { QueuedMessage, ServiceSnapshot } from './queue/field-db.ts';

/** « mer. 25/11 08:00 – 16:00 » in the agency's time zone, as the planning screens write it. */
export function whenText(service: { startAt: string; endAt: string }, timeZone: string): string {
  return `${shortDayLabel(dayIn(service.startAt, timeZone))} ${serviceHours(service.startAt, service.endAt, timeZone)}`;
}

/** « mer. 25/11 12:04 » in the agency's time zone. */
export function atText(instant: string, timeZone: string): string {
  return `${shortDayLabel(dayIn(instant, timeZone))} ${timeIn(instant, timeZone)}`;
}

/**
 * The service as the agent sees it now: what the server last said, then the messages still queued on the phone,
 * applied with the same rules as the server's.
 */
export function localServiceState(snapshot: ServiceSnapshot, queued: readonly QueuedMessage[]): FieldServiceState {
  let state: FieldServiceState = {
    status: snapshot.status as ServiceStatus,
    isCircuit: snapshot.isCircuit,
    statusBeforeBreak: snapshot.status === ServiceStatus.Paused ? ServiceStatus.Started : null,
  };
  for (const message of queued) {
    const { type } = message.body;
    // Protection messages (pti.*) change nothing of the service.
    if (message.serviceId !== snapshot.id || message.consumed || message.skipped || isPtiFieldAction(type)) continue;
    const decision = decideFieldAction(state, type, { otherActiveService: null });
    if (decision.ok) state = decision.next;
  }
  return state;
}
