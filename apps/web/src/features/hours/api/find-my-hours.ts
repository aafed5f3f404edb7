import { type MyHoursRequest, zMyHours } from '@securite/domain/hours/hours-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { hoursKey } from '../../../shared/planning/api/planning-keys.ts';

/** POST {agency}/fetch/my-hours: the caller's own services, hours and overtime over a period. */
export function findMyHours(agencyId: string, input: MyHoursRequest, signal?: AbortSignal) {
  return apiRequest(agencyPath(agencyId, '/fetch/my-hours'), {
    method: 'POST',
    body: input,
    schema: zMyHours,
    signal,
  });
}

export function useMyHours(agencyId: string, input: MyHoursRequest) {
  return useQuery({
    queryKey: [...hoursKey(agencyId), 'mine', input],
    queryFn: ({ signal }) => findMyHours(agencyId, input, signal),
    placeholderData: keepPreviousData,
  });
}
