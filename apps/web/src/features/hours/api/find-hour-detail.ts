import { type HourDetailRequest, zHourDetail } from '@securite/domain/hours/hours-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { hoursKey } from '../../../shared/planning/api/planning-keys.ts';

/** POST {agency}/fetch/hour-detail: one agent's or site's services over a period, each with its split. */
export function findHourDetail(agencyId: string, input: HourDetailRequest, signal?: AbortSignal) {
  return apiRequest(agencyPath(agencyId, '/fetch/hour-detail'), {
    method: 'POST',
    body: input,
    schema: zHourDetail,
    signal,
  });
}

export function useHourDetail(agencyId: string, input: HourDetailRequest) {
  return useQuery({
    queryKey: [...hoursKey(agencyId), 'detail', input],
    queryFn: ({ signal }) => findHourDetail(agencyId, input, signal),
  });
}
