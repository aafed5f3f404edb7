import { zAgentRequest } from '@securite/domain/agent-requests/schemas';
import type { AgentRequestStatus } from '@securite/domain/agent-requests/status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { agentRequestsKey } from './find-agent-requests.ts';

export interface AgentRequestStatusInput {
  id: string;
  status: AgentRequestStatus;
  /** Whether the requester is e-mailed (and notified) about the change. */
  sendEmail: boolean;
}

/** POST {agency}/request/{status} with {id, sendEmail}. */
export function changeAgentRequestStatus(agencyId: string, { id, status, sendEmail }: AgentRequestStatusInput) {
  return apiRequest(agencyPath(agencyId, `/request/${encodeURIComponent(status)}`), {
    method: 'POST',
    body: { id, sendEmail },
    schema: zAgentRequest,
  });
}

export function useChangeAgentRequestStatus(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AgentRequestStatusInput) => changeAgentRequestStatus(agencyId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData([...agentRequestsKey(agencyId), 'detail', saved.id], saved);
      return queryClient.invalidateQueries({
        queryKey: agentRequestsKey(agencyId),
        predicate: (query) => query.queryKey[3] !== 'detail',
      });
    },
  });
}
