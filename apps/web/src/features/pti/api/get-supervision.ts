import { type Supervision, zSupervision } from '@securite/domain/pti/pti-alarms';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';

/** GET {agency}/supervision: the agents on duty with their last heartbeat. */
export function getSupervision(agencyId: string, signal?: AbortSignal): Promise<Supervision> {
  return apiRequest(agencyPath(agencyId, '/supervision'), { schema: zSupervision, signal });
}

export function useSupervision(agencyId: string) {
  return useQuery({
    queryKey: ['supervision', agencyId, 'agents'],
    queryFn: ({ signal }) => getSupervision(agencyId, signal),
    // A silent phone changes nothing on the server: the « il y a … » ages need a fresh look now and then.
    refetchInterval: 60_000,
  });
}
