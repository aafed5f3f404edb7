import { type ServiceTimeline, zServiceTimeline } from '@securite/domain/timeline/service-timeline';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { serviceKey } from '../../../shared/planning/api/planning-keys.ts';

/**
 * GET {agency}[/customer/{customerId}]/services/{id}/timeline: everything that happened on the service, in time
 * order; under the customer's path, what its customer may read of it.
 */
export function getServiceTimeline(
  agencyId: string,
  serviceId: string,
  signal?: AbortSignal,
  customerId: string | null = null,
) {
  const scope = customerId ? (`/customer/${encodeURIComponent(customerId)}` as const) : '';
  return apiRequest<ServiceTimeline>(
    agencyPath(agencyId, `${scope}/services/${encodeURIComponent(serviceId)}/timeline`),
    { schema: zServiceTimeline, signal },
  );
}

/** The timeline of one service; under the service's key, so that the planning's live refresh renews it. */
export function useServiceTimeline(agencyId: string, serviceId: string, customerId: string | null = null) {
  return useQuery({
    queryKey: [...serviceKey(agencyId, serviceId), 'timeline', customerId],
    queryFn: ({ signal }) => getServiceTimeline(agencyId, serviceId, signal, customerId),
  });
}
