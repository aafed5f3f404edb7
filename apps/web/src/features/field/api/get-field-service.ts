import { type FieldService, zFieldService } from '@securite/domain/field/field-schemas';
import { agencyPath, apiRequest } from '../../../api/client.ts';

/** GET {agency}/field/service/{id}: the agent's service as the server last saw it (no notice: the phone may be offline). */
export function getFieldService(agencyId: string, serviceId: string): Promise<FieldService> {
  return apiRequest(agencyPath(agencyId, `/field/service/${encodeURIComponent(serviceId)}`), {
    schema: zFieldService,
    notifyErrors: false,
  });
}
