import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { agentRequestsKey } from './find-agent-requests.ts';

/** DELETE {agency}/request/{id}: staff delete any; a requester withdraws their own while it is pending. */
export function deleteAgentRequest(agencyId: string, id: string): Promise<void> {
  return apiRequest(agencyPath(agencyId, `/request/${encodeURIComponent(id)}`), { method: 'DELETE' });
}

export function useDeleteAgentRequest(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAgentRequest(agencyId, id),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [...agentRequestsKey(agencyId), 'detail', id] });
      return queryClient.invalidateQueries({ queryKey: agentRequestsKey(agencyId) });
    },
  });
}
