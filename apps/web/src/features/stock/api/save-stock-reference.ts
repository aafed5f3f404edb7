import { type StockReferenceSave, zGeneratedReference, zStockReference } from '@securite/domain/stock/stock-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { stockKey } from '../../../shared/stock/held-stock.ts';

/** POST {agency}/stock-reference. */
export function saveStockReference(agencyId: string, body: StockReferenceSave) {
  return apiRequest(agencyPath(agencyId, '/stock-reference'), {
    method: 'POST',
    body,
    schema: zStockReference,
    notifyErrors: false,
  });
}

export function useSaveStockReference(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockReferenceSave) => saveStockReference(agencyId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKey(agencyId) }),
  });
}

/** POST {agency}/generate/reference: the next free code of a title. */
export async function generateReferenceCode(agencyId: string, title: string): Promise<string> {
  const answer = await apiRequest(agencyPath(agencyId, '/generate/reference'), {
    method: 'POST',
    body: { title },
    schema: zGeneratedReference,
  });
  return answer.reference;
}

/** DELETE {agency}/stock-reference/{id}. */
export function useDeleteStockReference(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(agencyPath(agencyId, `/stock-reference/${encodeURIComponent(id)}`), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKey(agencyId) }),
  });
}
