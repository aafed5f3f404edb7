import {
  type PlannedServicesResponse,
  type zPlannedServicesRequest,
  zPlannedServicesResponse,
} from '@securite/domain/planning/service-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { plannedServicesKey } from '../../../shared/planning/api/planning-keys.ts';

export type PlannedServicesInput = z.input<typeof zPlannedServicesRequest>;

/** POST {agency}/fetch/planned-services: every service overlapping [from, to) (at most 62 days), filters applied. */
export function findPlannedServices(
  agencyId: string,
  request: PlannedServicesInput,
  signal?: AbortSignal,
): Promise<PlannedServicesResponse> {
  return apiRequest(agencyPath(agencyId, '/fetch/planned-services'), {
    method: 'POST',
    body: request,
    schema: zPlannedServicesResponse,
    signal,
  });
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
