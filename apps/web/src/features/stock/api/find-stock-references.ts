import { type FetchStockReferences, zStockReferencePage } from '@securite/domain/stock/stock-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { fetchAllPages } from '../../../api/fetch-all-pages.ts';
import { stockKey } from '../../../shared/stock/held-stock.ts';

/** POST {agency}/fetch/stock-references: a page of the catalogue. */
export function findStockReferences(agencyId: string, input: FetchStockReferences, signal?: AbortSignal) {
  return apiRequest(agencyPath(agencyId, '/fetch/stock-references'), {
    method: 'POST',
    body: input,
    schema: zStockReferencePage,
    signal,
  });
}

export function useStockReferences(agencyId: string, input: FetchStockReferences) {
  return useQuery({
    queryKey: [...stockKey(agencyId), 'references', input],
    queryFn: ({ signal }) => findStockReferences(agencyId, input, signal),
    placeholderData: keepPreviousData,
  });
}

/** The whole catalogue, by title (the pickers of the assignment and movement forms). */
export function useAllStockReferences(agencyId: string, enabled = true) {
  return useQuery({
    queryKey: [...stockKey(agencyId), 'references', 'all'],
    queryFn: async ({ signal }) =>
      (
        await fetchAllPages(
          (page, limit) =>
            findStockReferences(agencyId, { page, limit, orderBy: { field: 'title', direction: 'asc' } }, signal),
          100,
        )
      ).data,
    enabled,
  });
}
