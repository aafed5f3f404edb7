import { type FetchStockAssignments, zStockAssignmentPage } from '@securite/domain/stock/stock-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { stockKey } from '../../../shared/stock/held-stock.ts';

/**
 * POST {agency}{customer}/fetch/stock-assignments: a page of the equipment handed out. A customer user calls it in
 * their company's scope (customerStocks).
 */
export function findStockAssignments(
  agencyId: string,
  input: FetchStockAssignments,
  customerId: string | null,
  signal?: AbortSignal,
) {
  const scope = customerId ? (`/customer/${encodeURIComponent(customerId)}` as const) : '';
  return apiRequest(agencyPath(agencyId, `${scope}/fetch/stock-assignments`), {
    method: 'POST',
    body: input,
    schema: zStockAssignmentPage,
    signal,
  });
}

export function useStockAssignments(agencyId: string, input: FetchStockAssignments, customerId: string | null = null) {
  return useQuery({
    queryKey: [...stockKey(agencyId), 'assignments', customerId, input],
    queryFn: ({ signal }) => findStockAssignments(agencyId, input, customerId, signal),
    placeholderData: keepPreviousData,
  });
}
