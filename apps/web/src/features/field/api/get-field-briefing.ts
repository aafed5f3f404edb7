import { type FieldBriefing, zFieldBriefing } from '@securite/domain/field/field-schemas';
import { agencyPath, apiRequest } from '../../../api/client.ts';

/** GET {agency}/field/service/{id}/briefing: the site, its instructions and what the end asks (no notice: offline is normal). */
export function getFieldBriefing(agencyId: string, serviceId: string): Promise<FieldBriefing> {
  return apiRequest(agencyPath(agencyId, `/field/service/${encodeURIComponent(serviceId)}/briefing`), {
    schema: zFieldBriefing,
    notifyErrors: false,
  });
}
