import { zMessageResponse } from '@securite/domain/session/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { agentKeys } from './agent-keys.ts';

/** DELETE {agency}/agent/{id}/documents/{documentId}: the document leaves the agent's list. */
export async function deleteAgentDocument(agencyId: string, agentId: string, documentId: string): Promise<string> {
  const path = `/agent/${encodeURIComponent(agentId)}/documents/${encodeURIComponent(documentId)}` as const;
  const answer = await apiRequest(agencyPath(agencyId, path), { method: 'DELETE', schema: zMessageResponse });
  return answer.message;
}

export function useDeleteAgentDocument(agencyId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteAgentDocument(agencyId, agentId, documentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.documents(agencyId, agentId) }),
  });
}
