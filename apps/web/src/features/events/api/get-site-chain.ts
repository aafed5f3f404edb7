import { zChainState } from '@securite/domain/events/event-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { eventsKey } from './events-keys.ts';

/** GET {agency}/sites/{id}/events-chain: « Intègre » or where the site's chain breaks. */
export function useSiteChain(agencyId: string, siteId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...eventsKey(agencyId), 'chain', siteId],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, `/sites/${siteId}/events-chain`), { schema: zChainState, signal }),
  });
}
