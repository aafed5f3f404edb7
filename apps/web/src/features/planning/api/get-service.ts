import { type PlanningService, zPlanningService } from '@securite/domain/planning/service-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { serviceKey } from '../../../shared/planning/api/planning-keys.ts';

/** GET {agency}/services/{id}: one service as the planning screens show it. */
export function getService(agencyId: string, serviceId: string, signal?: AbortSignal): Promise<PlanningService> {
  return apiRequest(agencyPath(agencyId, `/services/${encodeURIComponent(serviceId)}`), {
    schema: zPlanningService,
    signal,
  });
}

/** One service, fresh from the server (null id waits); `initialData` shows the grid's copy meanwhile. */
export function useService(agencyId: string | null, serviceId: string | null, initialData?: PlanningService) {
  return useQuery({
    queryKey: serviceKey(agencyId ?? '', serviceId ?? ''),
    queryFn: ({ signal }) => getService(agencyId!, serviceId!, signal),
    enabled: agencyId !== null && serviceId !== null,
    initialData,
    // The grid's copy is as old as the grid: ask the server again at once.
    initialDataUpdatedAt: 0,
  });
}
