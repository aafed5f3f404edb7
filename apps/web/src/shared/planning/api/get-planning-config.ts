import type { PlanningConfig } from '@securite/domain/planning/planning-settings';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { planningConfigKey } from './planning-keys.ts';

/**
 * GET {agency}/planning/config: the agency's time zone, planning colours, blocking checks and coefficients. The
 * schema (and zod) comes with the first call: agents and customers never make it (their time zone comes with
 * /user, use-agency-time-zone.ts), and the field start page of a phone stays without zod.
 */
export async function getPlanningConfig(agencyId: string, signal?: AbortSignal): Promise<PlanningConfig> {
  const { zPlanningConfig } = await import('@securite/domain/planning/planning-settings');
  return apiRequest(agencyPath(agencyId, '/planning/config'), { schema: zPlanningConfig, signal });
}

/** The planning settings; they change rarely, so they are kept five minutes. */
export function usePlanningConfig(agencyId: string | null) {
  return useQuery({
    queryKey: planningConfigKey(agencyId ?? ''),
    queryFn: ({ signal }) => getPlanningConfig(agencyId!, signal),
    enabled: agencyId !== null,
    staleTime: 5 * 60_000,
  });
}
