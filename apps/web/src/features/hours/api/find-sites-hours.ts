import { type SitesHoursRequest, zSitesHoursPage } from '@securite/domain/hours/hours-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { hoursKey } from '../../../shared/planning/api/planning-keys.ts';

/** POST {agency}/sites/fetch/hours: a page of sites' hours over a period, with the totals. */
export function findSitesHours(agencyId: string, input: SitesHoursRequest, signal?: AbortSignal) {
  return apiRequest(agencyPath(agencyId, '/sites/fetch/hours'), {
    method: 'POST',
    body: input,
    schema: zSitesHoursPage,
    signal,
  });
}

/** The sites' hours of a period; the last page stays shown while the next one loads. */
export function useSitesHours(agencyId: string, input: SitesHoursRequest) {
  return useQuery({
    queryKey: [...hoursKey(agencyId), 'sites', input],
    queryFn: ({ signal }) => findSitesHours(agencyId, input, signal),
    placeholderData: keepPreviousData,
  });
}
