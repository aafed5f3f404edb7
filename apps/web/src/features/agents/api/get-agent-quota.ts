import { zAgentQuota } from '@securite/domain/agents/list-schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { agentKeys } from './agent-keys.ts';

export type AgentQuotaAnswer = z.infer<typeof zAgentQuota>;

/** GET {agency}/agents/quota: the agency's limits of agent records and accounts, and its counts. */
export function getAgentQuota(agencyId: string, signal?: AbortSignal): Promise<AgentQuotaAnswer> {
  return apiRequest(agencyPath(agencyId, '/agents/quota'), { schema: zAgentQuota, signal, notifyErrors: false });
}

export function useAgentQuota(agencyId: string) {
  return useQuery({ queryKey: agentKeys.quota(agencyId), queryFn: ({ signal }) => getAgentQuota(agencyId, signal) });
}
