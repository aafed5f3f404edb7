import { type Dashboard, zDashboard } from '@securite/domain/dashboard/schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function getDashboard(agencyId: string, signal?: AbortSignal): Promise<Dashboard> {
  return apiRequest(agencyPath(agencyId, '/dashboard'), { schema: zDashboard, signal });
}

/** GET {agency}/dashboard: counts and the latest notifications of the staff home. */
export function useDashboard(agencyId: string | null) {
  return useQuery({
    queryKey: queryKeys.dashboard(agencyId ?? ''),
    queryFn: ({ signal }) => getDashboard(agencyId!, signal),
    enabled: agencyId !== null,
  });
}
