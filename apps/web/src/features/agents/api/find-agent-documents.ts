import { type AgentDocument, zAgentDocumentsResponse } from '@securite/domain/agents/agent-document-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { agentKeys } from './agent-keys.ts';

/** GET {agency}/agent/{id}/documents: the agent's documents, newest first. */
export async function findAgentDocuments(
  agencyId: string,
  agentId: string,
  signal?: AbortSignal,
): Promise<AgentDocument[]> {
  const answer = await apiRequest(agencyPath(agencyId, `/agent/${encodeURIComponent(agentId)}/documents`), {
    schema: zAgentDocumentsResponse,
    signal,
    notifyErrors: false,
  });
  return answer.data;
}

export function useAgentDocuments(agencyId: string, agentId: string) {
  return useQuery({
    queryKey: agentKeys.documents(agencyId, agentId),
    queryFn: ({ signal }) => findAgentDocuments(agencyId, agentId, signal),
  });
}
