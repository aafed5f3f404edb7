import { ServiceStatus } from '@securite/domain/planning/service-status';
import { localServiceState } from './field-state.ts';
import { fieldDatabase } from './queue/field-db.ts';
import { unsent } from './queue/field-queue.ts';

/**
 * The service under way on this phone for the agent (started or on a break, with what is still queued applied),
 * for the root route to open it (spec 000 section 2); null when there is none.
 */
export async function activeServiceId(agencyId: string, agentId: string): Promise<string | null> {
  const db = fieldDatabase();
  const [snapshots, queued] = await Promise.all([db.services.where('agencyId').equals(agencyId).toArray(), unsent(db)]);
  const active = snapshots.find((snapshot) => {
    if (snapshot.agentId !== agentId) return false;
    const { status } = localServiceState(snapshot, queued);
    return status === ServiceStatus.Started || status === ServiceStatus.Paused;
  });
  return active?.id ?? null;
}
