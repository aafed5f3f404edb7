import { zMessageResponse } from '@securite/domain/session/schemas';
import { useMutation } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';

/** PATCH {agency}/agent/{id}/disconnect: ends every session of the agent on every device. */
export async function disconnectAgent(agencyId: string, agentId: string): Promise<string> {
  const answer = await apiRequest(agencyPath(agencyId, `/agent/${encodeURIComponent(agentId)}/disconnect`), {
    method: 'PATCH',
    schema: zMessageResponse,
  });
  return answer.message;
}

export function useDisconnectAgent(agencyId: string) {
  return useMutation({ mutationFn: (agentId: string) => disconnectAgent(agencyId, agentId) });
}
