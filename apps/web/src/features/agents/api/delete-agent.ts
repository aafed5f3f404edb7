import { zMessageResponse } from '@securite/domain/session/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { agentKeys } from './agent-keys.ts';

export type DeleteAgentMode = 'archive' | 'permanent';

/** DELETE {agency}/agent/{id}/{mode}: archive the record, or delete it for good (409 while it is referred to). */
export async function deleteAgent(agencyId: string, agentId: string, mode: DeleteAgentMode): Promise<string> {
  const answer = await apiRequest(agencyPath(agencyId, `/agent/${encodeURIComponent(agentId)}/${mode}`), {
    method: 'DELETE',
    schema: zMessageResponse,
    notifyErrors: false,
  });
  return answer.message;
}

export function useDeleteAgent(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agentId, mode }: { agentId: string; mode: DeleteAgentMode }) => deleteAgent(agencyId, agentId, mode),
    onSuccess: (_, { agentId }) => {
      queryClient.removeQueries({ queryKey: agentKeys.detail(agencyId, agentId) });
      void queryClient.invalidateQueries({ queryKey: agentKeys.all(agencyId) });
    },
  });
}
