import type { MyServicesResponse } from '@securite/domain/planning/service-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { myServicesAnswer } from './my-services-answer.ts';
import { planningKey } from './planning-keys.ts';

export type MyServices = MyServicesResponse;

export interface Period {
  from: string;
  to: string;
}

/** GET {agency}/agent/{agentId}/services?from&to: the agent's own services overlapping the period. */
export function findMyServices(
  agencyId: string,
  agentId: string,
  period: Period,
  signal?: AbortSignal,
): Promise<MyServices> {
  const query = new URLSearchParams({ from: period.from, to: period.to });
  return apiRequest(agencyPath(agencyId, `/agent/${encodeURIComponent(agentId)}/services?${query}`), {
    schema: myServicesAnswer,
    signal,
  });
}

/** Mon planning: the services of the signed-in agent (null agent: not an agent record, nothing asked). */
export function useMyServices(agencyId: string, agentId: string | null, period: Period) {
  return useQuery({
    queryKey: [...planningKey(agencyId), 'agent', agentId, period],
    queryFn: ({ signal }) => findMyServices(agencyId, agentId!, period, signal),
    enabled: agentId !== null,
    placeholderData: keepPreviousData,
  });
}
