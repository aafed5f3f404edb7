import { type ServiceTimeline, zServiceTimeline } from '@securite/domain/timeline/service-timeline';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { serviceKey } from '../../../shared/planning/api/planning-keys.ts';

/** GET {agency}/services/{id}/timeline: everything that happened on the service, in time order. */
export function getServiceTimeline(agencyId: string, serviceId: string, signal?: AbortSignal) {
  return apiRequest<ServiceTimeline>(agencyPath(agencyId, `/services/${encodeURIComponent(serviceId)}/timeline`), {
    schema: zServiceTimeline,
    signal,
  });
}

/** The timeline of one service; under the service's key, so that the planning's live refresh renews it. */
export function useServiceTimeline(agencyId: string, serviceId: string) {
  return useQuery({
    queryKey: [...serviceKey(agencyId, serviceId), 'timeline'],
    queryFn: ({ signal }) => getServiceTimeline(agencyId, serviceId, signal),
  });
}
