import { type AgentsHoursRequest, zAgentsHoursPage } from '@securite/domain/hours/hours-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { hoursKey } from '../../../shared/planning/api/planning-keys.ts';

/** POST {agency}/agents/fetch/hours: a page of agents' hours over a period, with the totals. */
export function findAgentsHours(agencyId: string, input: AgentsHoursRequest, signal?: AbortSignal) {
  return apiRequest(agencyPath(agencyId, '/agents/fetch/hours'), {
    method: 'POST',
    body: input,
    schema: zAgentsHoursPage,
    signal,
  });
}

/** The agents' hours of a period; the last page stays shown while the next one loads. */
export function useAgentsHours(agencyId: string, input: AgentsHoursRequest) {
  return useQuery({
    queryKey: [...hoursKey(agencyId), 'agents', input],
    queryFn: ({ signal }) => findAgentsHours(agencyId, input, signal),
    placeholderData: keepPreviousData,
  });
}
