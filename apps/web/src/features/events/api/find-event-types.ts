import { defaultServiceEventTypes, zEventTypeList } from '@securite/domain/events/service-event-types';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { eventsKey } from './events-keys.ts';

/** The agency's event types; the defaults while offline (the server checks the type on receipt). */
export function useEventTypes(agencyId: string) {
  const query = useQuery({
    queryKey: [...eventsKey(agencyId), 'types'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/event-types'), { schema: zEventTypeList, signal, notifyErrors: false }),
    staleTime: 10 * 60_000,
    retry: false,
  });
  return query.data ?? defaultServiceEventTypes;
}
