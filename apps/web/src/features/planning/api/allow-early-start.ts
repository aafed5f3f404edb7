import { zEarlyStartAllowance } from '@securite/domain/planning/service-schemas';
import { agencyPath, apiRequest } from '../../../api/client.ts';

/** POST {agency}/services/{id}/allow-early-start: the agent may take the service before the agency's window opens. */
export function allowEarlyStart(agencyId: string, serviceId: string) {
  return apiRequest(agencyPath(agencyId, `/services/${encodeURIComponent(serviceId)}/allow-early-start`), {
    method: 'POST',
    schema: zEarlyStartAllowance,
  });
}
