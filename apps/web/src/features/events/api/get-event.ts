import { zServiceEvent } from '@securite/domain/events/event-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { eventsKey } from './events-keys.ts';

/** GET {agency}/event/{id}: one event as the caller may read it (quiet: the screens say it themselves). */
export function getEvent(agencyId: string, id: string, signal?: AbortSignal) {
  return apiRequest(agencyPath(agencyId, `/event/${id}`), { schema: zServiceEvent, signal, notifyErrors: false });
}

export function useEvent(agencyId: string, id: string | null) {
  return useQuery({
    queryKey: [...eventsKey(agencyId), 'one', id],
    queryFn: ({ signal }) => getEvent(agencyId, id!, signal),
    enabled: !!id,
    retry: false,
  });
}
