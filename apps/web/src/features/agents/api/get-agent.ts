import { type Agent, zAgent } from '@securite/domain/agents/agent-schemas';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error.ts';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { agentKeys } from './agent-keys.ts';

/** GET {agency}/agent/{id}: the whole record (details, documents, equipment). */
export function getAgent(agencyId: string, agentId: string, signal?: AbortSignal): Promise<Agent> {
  return apiRequest(agencyPath(agencyId, `/agent/${encodeURIComponent(agentId)}`), {
    schema: zAgent,
    signal,
    // A missing agent is shown in place ('Collaborateur introuvable'), not as a notice.
    notifyErrors: false,
  });
}

export function useAgent(agencyId: string, agentId: string | null) {
  return useQuery({
    queryKey: agentKeys.detail(agencyId, agentId ?? ''),
    queryFn: ({ signal }) => getAgent(agencyId, agentId!, signal),
    enabled: agentId !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
