import { type AgentName, expandAgentNames, zAgentNames } from '@securite/domain/agents/agent-names';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { agentKeys } from './agent-keys.ts';

/** GET {agency}/agents/names: every live agent record, by last name, as the screens that name them read them. */
export async function findAgentNames(agencyId: string, signal?: AbortSignal): Promise<AgentName[]> {
  const answer = await apiRequest(agencyPath(agencyId, '/agents/names'), { schema: zAgentNames, signal });
  return expandAgentNames(answer);
}

export const agentNamesKey = agentKeys.names;

/**
 * The agents as the planning grids and the services' filters name them, asked once and kept ten minutes for
 * those screens; under agentKeys.all, so an agent saved in this tab refreshes it (and the planning when its
 * services name an agent it lacks).
 */
export function useAgentNames(agencyId: string, enabled = true) {
  return useQuery({
    queryKey: agentKeys.names(agencyId),
    queryFn: ({ signal }) => findAgentNames(agencyId, signal),
    enabled,
    staleTime: 10 * 60_000,
  });
}
