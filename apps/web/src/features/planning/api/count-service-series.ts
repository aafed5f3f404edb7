import { type ServiceDraftInput, zSeriesCountResponse } from '@securite/domain/planning/service-schemas';
import { agencyPath, apiRequest } from '../../../api/client.ts';

/**
 * POST {agency}/services/series-count: how many services a batch line would change or delete (« ce service et
 * les suivants » counts every target), for the confirmation. Saves nothing; errors are shown by the client.
 */
export async function countServiceSeries(agencyId: string, service: ServiceDraftInput): Promise<number> {
  const answer = await apiRequest(agencyPath(agencyId, '/services/series-count'), {
    method: 'POST',
    body: { service },
    schema: zSeriesCountResponse,
  });
  return answer.count;
}
