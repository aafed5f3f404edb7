import { zFetchItemsResponse } from '@securite/domain/agents/list-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { stockKey } from '../../../shared/stock/held-stock.ts';

/**
 * POST {agency}/agent/fetch/items: the agents' equipment lists (the stock of the simplified-stock mode), by agent.
 */
export function useAgentEquipment(agencyId: string, input: { search?: string; page: number; limit: number }) {
  return useQuery({
    queryKey: [...stockKey(agencyId), 'agent-equipment', input],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/agent/fetch/items'), {
        method: 'POST',
        body: { filters: { search: input.search }, page: input.page, limit: input.limit },
        schema: zFetchItemsResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
