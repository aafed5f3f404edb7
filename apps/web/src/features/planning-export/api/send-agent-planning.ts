import {
  type PlanningSendRequest,
  type PlanningSendResponse,
  zPlanningSendResponse,
} from '@securite/domain/planning-export/planning-export-schemas';
import { useMutation } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';

/**
 * POST {agency}/planning/send (staff, the chosen agents) or {agency}/agent/{agentId}/planning/send (an agent asking
 * for their own): each agent gets their planning by e-mail, the PDF attached. The client uuid makes a retry safe.
 */
export function sendAgentPlanning(
  agencyId: string,
  request: PlanningSendRequest & { selfAgentId?: string },
): Promise<PlanningSendResponse> {
  const { selfAgentId, ...body } = request;
  const scope = selfAgentId ? (`/agent/${encodeURIComponent(selfAgentId)}` as const) : '';
  return apiRequest(agencyPath(agencyId, `${scope}/planning/send`), {
    method: 'POST',
    body,
    schema: zPlanningSendResponse,
    // The dialog shows the refusal (an agent without an address) itself.
    notifyErrors: false,
  });
}

export function useSendAgentPlanning(agencyId: string) {
  return useMutation({
    mutationFn: (request: PlanningSendRequest & { selfAgentId?: string }) => sendAgentPlanning(agencyId, request),
  });
}
