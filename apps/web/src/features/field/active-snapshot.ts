import { ServiceStatus } from '@securite/domain/planning/service-status';
import { localServiceState } from './field-state.ts';
import type { QueuedMessage, ServiceSnapshot } from './queue/field-db.ts';

/**
 * The agent's snapshot under way among these (started or on a break, with the unsent messages, in order, applied).
 * Pure: the root route reads the rows without Dexie (queue/field-db-peek.ts), the pages through it.
 */
export function activeSnapshotOf(
  snapshots: readonly ServiceSnapshot[],
  queued: readonly QueuedMessage[],
  agencyId: string,
  agentId: string,
): ServiceSnapshot | null {
  const active = snapshots.find((snapshot) => {
    if (snapshot.agencyId !== agencyId || snapshot.agentId !== agentId) return false;
    const { status } = localServiceState(snapshot, queued);
    return status === ServiceStatus.Started || status === ServiceStatus.Paused;
  });
  return active ?? null;
}

/** Where a snapshot under way opens: a tour, or a stop of one, the circuit screen; any other service its own. */
export function activeSnapshotHref(active: ServiceSnapshot): string {
  if (active.isCircuit) return `/terrain/circuitActif/${active.id}`;
  if (active.circuitId) return `/terrain/circuitActif/${active.circuitId}`;
  return `/terrain/serviceActif/${active.id}`;
}
