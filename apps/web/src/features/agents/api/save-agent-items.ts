import { type SaveItemsRequest, zItemsResponse } from '@securite/domain/agents/badge-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { agentKeys } from './agent-keys.ts';

export type ItemInput = SaveItemsRequest['agentInfos']['items'][number];

/** POST {agency}/agent/{id}/items: replaces the agent's equipment with the list, in its order. */
export function saveAgentItems(
  agencyId: string,
  agentId: string,
  items: ItemInput[],
): Promise<z.infer<typeof zItemsResponse>> {
  const body: SaveItemsRequest = { id: agentId, agentInfos: { id: agentId, items } };
  return apiRequest(agencyPath(agencyId, `/agent/${encodeURIComponent(agentId)}/items`), {
    method: 'POST',
    body,
    schema: zItemsResponse,
  });
}

export function useSaveAgentItems(agencyId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: ItemInput[]) => saveAgentItems(agencyId, agentId, items),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.detail(agencyId, agentId) }),
  });
}
