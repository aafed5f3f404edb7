import { zChainHeadExport } from '@securite/domain/events/event-schemas';
import { agencyPath, apiRequest } from '../../../api/client.ts';

/** GET {agency}/sites/{id}/events-chain/head: the head to keep outside the database (saved as a file). */
export function getChainHead(agencyId: string, siteId: string) {
  return apiRequest(agencyPath(agencyId, `/sites/${siteId}/events-chain/head`), { schema: zChainHeadExport });
}
