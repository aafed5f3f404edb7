import { type zAgentRequestFetchRequest, zAgentRequestPage } from '@securite/domain/agent-requests/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { agencyPath, apiRequest } from '../../../api/client.ts';

export type AgentRequestFetchInput = NonNullable<z.input<typeof zAgentRequestFetchRequest>>;

/** Everything cached about an agency's agent requests: lists, details and the unread counters. */
export const agentRequestsKey = (agencyId: string) => ['agency', agencyId, 'agent-requests'] as const;

/** POST {agency}/fetch/agent-requests: the caller's own requests, or every request for staff handling them. */
export function findAgentRequests(agencyId: string, input: AgentRequestFetchInput, signal?: AbortSignal) {
  return apiRequest(agencyPath(agencyId, '/fetch/agent-requests'), {
    method: 'POST',
    body: input,
    schema: zAgentRequestPage,
    signal,
  });
}

export function useAgentRequests(agencyId: string, input: AgentRequestFetchInput) {
  return useQuery({
    queryKey: [...agentRequestsKey(agencyId), 'list', input],
    queryFn: ({ signal }) => findAgentRequests(agencyId, input, signal),
    placeholderData: keepPreviousData,
  });
}
