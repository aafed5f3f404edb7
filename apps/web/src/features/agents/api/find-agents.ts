import {
  type FetchAgentsRequest,
  type FetchAgentsResponse,
  zFetchAgentsResponse,
} from '@securite/domain/agents/list-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { agentKeys } from './agent-keys.ts';

/** POST {agency}/fetch/agents: a page of agents, the total for the filters and the agency's specialties. */
export function findAgents(
  agencyId: string,
  input: FetchAgentsRequest,
  signal?: AbortSignal,
): Promise<FetchAgentsResponse> {
  return apiRequest(agencyPath(agencyId, '/fetch/agents'), {
    method: 'POST',
    body: input,
    schema: zFetchAgentsResponse,
    signal,
  });
}

/** One page of the Collaborateurs table; the previous page stays shown while the next one loads. */
export function useAgents(agencyId: string, input: FetchAgentsRequest) {
  return useQuery({
    queryKey: agentKeys.list(agencyId, input),
    queryFn: ({ signal }) => findAgents(agencyId, input, signal),
    placeholderData: keepPreviousData,
  });
}
