import { expandPlannedServices } from '@securite/domain/planning/planned-services-answer';
import type { PlannedServicesResponse, zPlannedServicesRequest } from '@securite/domain/planning/service-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { plannedServicesKey } from '../../../shared/planning/api/planning-keys.ts';
import { plannedServicesAnswer } from './read-planned-services.ts';

export type PlannedServicesInput = z.input<typeof zPlannedServicesRequest>;

/**
 * POST {agency}/fetch/planned-services: every service overlapping [from, to) (at most 62 days), filters applied.
 * The answer comes compact (sites and agents named once, defaults left out: a month of a large agency is ten
 * thousand services), checked without zod (read-planned-services.ts) and read back into the full services the
 * grids use.
 */
export async function findPlannedServices(
  agencyId: string,
  request: PlannedServicesInput,
  signal?: AbortSignal,
): Promise<PlannedServicesResponse> {
  const answer = await apiRequest(agencyPath(agencyId, '/fetch/planned-services'), {
    method: 'POST',
    body: request,
    schema: plannedServicesAnswer,
    signal,
  });
  return { services: expandPlannedServices(answer), total: answer.total };
}

/**
 * The services of a period; null waits (the period is not known yet). The previous period stays shown while the
 * next one loads, so the grid does not flash when the planner steps through weeks.
 */
export function usePlannedServices(agencyId: string | null, request: PlannedServicesInput | null) {
  return useQuery({
    queryKey: plannedServicesKey(agencyId ?? '', request),
    queryFn: ({ signal }) => findPlannedServices(agencyId!, request!, signal),
    enabled: agencyId !== null && request !== null,
    placeholderData: keepPreviousData,
  });
}
