import { type AgentInformation, zAgentInformation } from '@securite/domain/agents/badge-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { agentKeys } from './agent-keys.ts';

/** GET {agency}/information/agent/{id}: what the badge shows (name, agency, numbers, CNAPS card). */
export function getAgentInformation(
  agencyId: string,
  agentId: string,
  signal?: AbortSignal,
): Promise<AgentInformation> {
  return apiRequest(agencyPath(agencyId, `/information/agent/${encodeURIComponent(agentId)}`), {
    schema: zAgentInformation,
    signal,
  });
}

export function useAgentInformation(agencyId: string, agentId: string | null) {
  return useQuery({
    queryKey: [...agentKeys.badge(agencyId, agentId ?? ''), 'information'],
    queryFn: ({ signal }) => getAgentInformation(agencyId, agentId!, signal),
    enabled: agentId !== null,
  });
}
