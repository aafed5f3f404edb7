import { type AvailableAgentsRequest, zAvailableAgentsResponse } from '@securite/domain/planning/service-schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { planningKey } from '../../../shared/planning/api/planning-keys.ts';

type AvailableAgents = z.infer<typeof zAvailableAgentsResponse>;

/** POST {agency}/fetch/agents/availables: the agents who could take these services, ranked by the planning checks. */
export function findAvailableAgents(
  agencyId: string,
  request: AvailableAgentsRequest,
  signal?: AbortSignal,
): Promise<AvailableAgents> {
  return apiRequest(agencyPath(agencyId, '/fetch/agents/availables'), {
    method: 'POST',
    body: request,
    schema: zAvailableAgentsResponse,
    signal,
  });
}

/** The ranked replacements for the services (null: not asked yet); never cached long, plans change. */
export function useAvailableAgents(agencyId: string, request: AvailableAgentsRequest | null) {
  return useQuery({
    queryKey: [...planningKey(agencyId), 'available-agents', request],
    queryFn: ({ signal }) => findAvailableAgents(agencyId, request!, signal),
    enabled: request !== null,
    staleTime: 0,
  });
}
