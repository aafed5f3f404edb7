import {
  type StockActionSave,
  type StockAssignmentSave,
  type StockUpdate,
  zStockUpdate,
} from '@securite/domain/stock/stock-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { stockKey } from '../../../shared/stock/held-stock.ts';

export type StockChange =
  | { kind: 'assign'; body: StockAssignmentSave }
  | { kind: 'return'; id: string; quantity?: number; note?: string | null }
  | { kind: 'action'; body: StockActionSave };

/**
 * POST {agency}/stock-assignment, POST {agency}/stock-assignment/{id}/return, POST {agency}/stock-action: each answers
 * the references it updated (the toast lists them).
 */
export function changeStock(agencyId: string, change: StockChange): Promise<StockUpdate> {
  const [path, body] =
    change.kind === 'assign'
      ? (['/stock-assignment', change.body] as const)
      : change.kind === 'return'
        ? ([
            `/stock-assignment/${encodeURIComponent(change.id)}/return`,
            { quantity: change.quantity, note: change.note },
          ] as const)
        : (['/stock-action', change.body] as const);
  return apiRequest(agencyPath(agencyId, path), {
    method: 'POST',
    body,
    schema: zStockUpdate,
    notifyErrors: false,
  });
}

export function useChangeStock(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StockChange) => changeStock(agencyId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKey(agencyId) }),
  });
}
