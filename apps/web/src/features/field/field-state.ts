import { decideFieldAction, type FieldServiceState } from '@securite/domain/field/service-lifecycle';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import type { QueuedMessage, ServiceSnapshot } from './queue/field-db.ts';

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
    if (message.serviceId !== snapshot.id || message.consumed || message.skipped) continue;
    const decision = decideFieldAction(state, message.body.type, { otherActiveService: null });
    if (decision.ok) state = decision.next;
  }
  return state;
}
