import { fieldMessages } from '@securite/domain/field/field-messages';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { newClientUuid } from '../../api/client-uuid.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { fieldSync, recordFieldAction } from './field-runtime.ts';
import { localServiceState } from './field-state.ts';
import { positionOrConsent } from './position.ts';
import { fieldDatabase } from './queue/field-db.ts';
import { readTogether, unsent } from './queue/field-queue.ts';

/**
 * Spec 000 section 4: a start or a circuit-child action waits until the phone has sent everything it holds; else
 * the agent is told 'Le service doit être synchronisé avec le serveur' and the queue is nudged. Whether to go on.
 */
export async function syncedOrWarn(): Promise<boolean> {
  if ((await unsent(fieldDatabase())).length === 0) return true;
  notify.warning(fieldMessages.notSynced, { caption: fieldMessages.unsentCaption });
  void fieldSync().drain();
  return false;
}

/**
 * Queues a start or an end of the tour or of one of its stops with where the phone is (or without, if the agent
 * agrees). Whether it was queued.
 */
export async function recordTourStep(
  agencyId: string,
  type: 'service.start' | 'service.end',
  serviceId: string,
): Promise<boolean> {
  const location = await positionOrConsent();
  if (location === undefined) return false;
  await recordFieldAction(agencyId, {
    uuid: newClientUuid(),
    type,
    serviceId,
    deviceAt: new Date().toISOString(),
    location,
  });
  return true;
}

/**
 * Whether the phone has a service of the agent under way other than this tour and its stops (what is queued
 * applied), which keeps the tour from starting ('Un service est actif'); the server checks the same.
 */
export async function otherServiceUnderWay(agencyId: string, agentId: string, circuitId: string): Promise<boolean> {
  const db = fieldDatabase();
  const [snapshots, queued] = await readTogether(db, () =>
    Promise.all([db.services.where('agencyId').equals(agencyId).toArray(), unsent(db)]),
  );
  return snapshots.some((s) => {
    if (s.agentId !== agentId || s.isCircuit || s.circuitId === circuitId) return false;
    const { status } = localServiceState(s, queued);
    return status === ServiceStatus.Started || status === ServiceStatus.Paused;
  });
}
