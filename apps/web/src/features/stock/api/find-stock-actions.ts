import { type FetchStockActions, zStockActionPage } from '@securite/domain/stock/stock-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { stockKey } from '../../../shared/stock/held-stock.ts';

/** POST {agency}/fetch/stock-actions: a page of movements, newest first. */
export function useStockActions(agencyId: string, input: FetchStockActions) {
  return useQuery({
    queryKey: [...stockKey(agencyId), 'actions', input],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/fetch/stock-actions'), {
        method: 'POST',
        body: input,
        schema: zStockActionPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
