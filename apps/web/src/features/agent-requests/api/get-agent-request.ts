import { zAgentRequest } from '@securite/domain/agent-requests/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { agentRequestsKey } from './find-agent-requests.ts';

/** GET {agency}/request/{id}: one request, which the server now counts as read by the caller. */
export function getAgentRequest(agencyId: string, id: string, signal?: AbortSignal) {
  return apiRequest(agencyPath(agencyId, `/request/${encodeURIComponent(id)}`), { schema: zAgentRequest, signal });
}

/** Opens a request; once read, the lists and the menu badge are refreshed (their unread marks changed). */
export function useAgentRequest(agencyId: string, id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...agentRequestsKey(agencyId), 'detail', id],
    queryFn: async ({ signal }) => {
      const request = await getAgentRequest(agencyId, id, signal);
      void queryClient.invalidateQueries({
        queryKey: agentRequestsKey(agencyId),
        predicate: (query) => query.queryKey[3] !== 'detail',
      });
      return request;
    },
    staleTime: 0,
  });
}
