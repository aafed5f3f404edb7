import { activeSnapshotHref, activeSnapshotOf } from '../active-snapshot.ts';
import { peekFieldDatabase } from '../queue/field-db-peek.ts';
import { phoneExecutions } from './round-walk-state.ts';

/**
 * Spec 000 section 2, root route: a round under way on this phone (started, not ended, on the agent's service
 * still running) opens its screen; else the service or circuit under way; null when there is none. Read without
 * Dexie (queue/field-db-peek.ts): it runs on every start of an agent's app.
 */
export async function activeFieldHref(agencyId: string, agentId: string): Promise<string | null> {
  const { services, messages } = await peekFieldDatabase();
  const queued = messages.filter((m) => !m.consumed && !m.skipped);
  const active = activeSnapshotOf(services, queued, agencyId, agentId);
  if (!active) return null;
  const running = phoneExecutions(
    messages.filter((m) => m.serviceId === active.id),
    active.id,
  ).find((e) => !e.ended);
  return running ? `/ronde/${running.executionId}` : activeSnapshotHref(active);
}
