import { activeServiceHref, activeServiceId } from '../active-service.ts';
import { fieldDatabase } from '../queue/field-db.ts';
import { phoneExecutions } from './round-walk-state.ts';

/**
 * Spec 000 section 2, root route: a round under way on this phone (started, not ended, on the agent's service
 * still running) opens its screen; else the service or circuit under way; null when there is none.
 */
export async function activeFieldHref(agencyId: string, agentId: string): Promise<string | null> {
  const serviceId = await activeServiceId(agencyId, agentId);
  if (!serviceId) return null;
  const messages = await fieldDatabase().messages.where('serviceId').equals(serviceId).toArray();
  const running = phoneExecutions(messages, serviceId).find((e) => !e.ended);
  return running ? `/ronde/${running.executionId}` : activeServiceHref(agencyId, agentId);
}
