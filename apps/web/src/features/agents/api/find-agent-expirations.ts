import {
  type FetchExpirationsResponse,
  type zFetchExpirationsRequest,
  zFetchExpirationsResponse,
} from '@securite/domain/agents/expiration-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { agentKeys } from './agent-keys.ts';

export type FetchExpirationsInput = NonNullable<z.input<typeof zFetchExpirationsRequest>>;

/** POST {agency}/fetch/agent-expirations: CNAPS cards, certificates or contracts, soonest expiry first. */
export function findAgentExpirations(
  agencyId: string,
  input: FetchExpirationsInput,
  signal?: AbortSignal,
): Promise<FetchExpirationsResponse> {
  return apiRequest(agencyPath(agencyId, '/fetch/agent-expirations'), {
    method: 'POST',
    body: input,
    schema: zFetchExpirationsResponse,
    signal,
  });
}

export function useAgentExpirations(agencyId: string, input: FetchExpirationsInput) {
  return useQuery({
    queryKey: agentKeys.expirations(agencyId, input),
    queryFn: ({ signal }) => findAgentExpirations(agencyId, input, signal),
    placeholderData: keepPreviousData,
  });
}
