import { ServiceStatus } from '../planning/service-status.ts';
import { fieldMessages } from './field-messages.ts';
import type { FieldDecision, FieldServiceState } from './service-lifecycle.ts';

/**
 * Whether a protection message is taken for the service: on a started service, and on a break too (protection
 * stays on during breaks unless the agency pauses it, and an SOS is never refused while on duty). A service not
 * started, or ended, refuses it like any other field message.
 */
export function decidePtiAction(state: FieldServiceState): FieldDecision {
  if (state.status === ServiceStatus.Ended) return { ok: false, refusal: 'ended', message: fieldMessages.serviceEnded };
  if (state.status !== ServiceStatus.Started && state.status !== ServiceStatus.Paused) {
    return { ok: false, refusal: 'notStarted', message: fieldMessages.notStarted };
  }
  return { ok: true, next: state, changed: false };
}
