import { type AgentRequestCreate, zAgentRequest } from '@securite/domain/agent-requests/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { offlineRetry } from '../../../api/offline-retry.ts';
import { agentRequestsKey } from './find-agent-requests.ts';

/** POST {agency}/request: an agent asks the agency (a client uuid makes a retry idempotent). */
export function createAgentRequest(agencyId: string, input: AgentRequestCreate) {
  return apiRequest(agencyPath(agencyId, '/request'), {
    method: 'POST',
    body: input,
    schema: zAgentRequest,
    notifyErrors: false,
  });
}

export function useCreateAgentRequest(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AgentRequestCreate) => createAgentRequest(agencyId, input),
    ...offlineRetry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentRequestsKey(agencyId) }),
  });
}
