import { activeSnapshotHref, activeSnapshotOf } from './active-snapshot.ts';
import { fieldDatabase, type ServiceSnapshot } from './queue/field-db.ts';
import { readTogether, unsent } from './queue/field-queue.ts';

/** The agent's snapshot under way on this phone (started or on a break, with what is still queued applied). */
async function activeSnapshot(agencyId: string, agentId: string): Promise<ServiceSnapshot | null> {
  const db = fieldDatabase();
  const [snapshots, queued] = await readTogether(db, () =>
    Promise.all([db.services.where('agencyId').equals(agencyId).toArray(), unsent(db)]),
  );
  return activeSnapshotOf(snapshots, queued, agencyId, agentId);
}

/**
 * The service under way on this phone for the agent (started or on a break, with what is still queued applied),
 * for the root route to open it (spec 000 section 2); null when there is none.
 */
export async function activeServiceId(agencyId: string, agentId: string): Promise<string | null> {
  return (await activeSnapshot(agencyId, agentId))?.id ?? null;
}

/**
 * Where the root route sends an agent with something under way on this phone (spec 000 section 2: "the circuit or
 * service screen"): a tour, or a stop of one, opens the circuit screen; any other service its own. Null if none.
 */
export async function activeServiceHref(agencyId: string, agentId: string): Promise<string | null> {
  const active = await activeSnapshot(agencyId, agentId);
  return active ? activeSnapshotHref(active) : null;
}
