import { type AllEventsRequest, zAllEventsResponse } from '@securite/domain/events/event-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { eventsKey } from './events-keys.ts';

/** POST {agency}/fetch/allEvents: a page of events with the filters' counts, graph, sites and types. */
export function useAllEvents(agencyId: string, input: AllEventsRequest) {
  return useQuery({
    queryKey: [...eventsKey(agencyId), 'all', input],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/fetch/allEvents'), {
        method: 'POST',
        body: input,
        schema: zAllEventsResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
