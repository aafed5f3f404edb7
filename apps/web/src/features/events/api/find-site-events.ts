import { zSiteEventsResponse } from '@securite/domain/events/event-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { eventsKey } from './events-keys.ts';

/** POST {agency}/sites-service-events: one site's main courante, newest first. */
export function useSiteEvents(agencyId: string, siteId: string, page: number) {
  return useQuery({
    queryKey: [...eventsKey(agencyId), 'site', siteId, page],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/sites-service-events'), {
        method: 'POST',
        body: { siteId, page, limit: 25 },
        schema: zSiteEventsResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
