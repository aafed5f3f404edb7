import { type TimeGapsRequest, zTimeGapsPage } from '@securite/domain/hours/hours-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { hoursKey } from '../../../shared/planning/api/planning-keys.ts';

/** POST {agency}/fetch/time-gaps: a page of lateness, early departures and pauses of the services of a period. */
export function findTimeGaps(agencyId: string, input: TimeGapsRequest, signal?: AbortSignal) {
  return apiRequest(agencyPath(agencyId, '/fetch/time-gaps'), {
    method: 'POST',
    body: input,
    schema: zTimeGapsPage,
    signal,
  });
}

export function useTimeGaps(agencyId: string, input: TimeGapsRequest) {
  return useQuery({
    queryKey: [...hoursKey(agencyId), 'gaps', input],
    queryFn: ({ signal }) => findTimeGaps(agencyId, input, signal),
    placeholderData: keepPreviousData,
  });
}
