import {
  type AgentSaveRequest,
  type AgentSaveResponse,
  zAgentSaveResponse,
} from '@securite/domain/agents/agent-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { agentKeys } from './agent-keys.ts';

/**
 * POST {agency}/agent: creates (no id) or edits an agent record, and switches its account (willActivate,
 * willDeactivate). The answer carries the non-blocking anomalies. Errors are left to the caller: some open
 * a dialog instead of a notice.
 */
export function saveAgent(agencyId: string, data: AgentSaveRequest): Promise<AgentSaveResponse> {
  return apiRequest(agencyPath(agencyId, '/agent'), {
    method: 'POST',
    body: data,
    schema: zAgentSaveResponse,
    notifyErrors: false,
  });
}

export function useSaveAgent(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: AgentSaveRequest) => saveAgent(agencyId, data),
    onSuccess: (saved) => {
      queryClient.setQueryData(agentKeys.detail(agencyId, saved.agent.id), saved.agent);
      void queryClient.invalidateQueries({ queryKey: agentKeys.all(agencyId) });
    },
  });
}
