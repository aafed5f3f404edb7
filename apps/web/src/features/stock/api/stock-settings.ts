import { type StockSettings, zStockSettings } from '@securite/domain/stock/stock-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { stockKey } from '../../../shared/stock/held-stock.ts';

/** GET {agency}/settings/stock. */
export function useStockSettings(agencyId: string) {
  return useQuery({
    queryKey: [...stockKey(agencyId), 'settings'],
    queryFn: ({ signal }) => apiRequest(agencyPath(agencyId, '/settings/stock'), { schema: zStockSettings, signal }),
  });
}

/** PUT {agency}/settings/stock; the session is read again (the menu hides or shows the stocks group). */
export function useSaveStockSettings(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockSettings) =>
      apiRequest(agencyPath(agencyId, '/settings/stock'), { method: 'PUT', body, schema: zStockSettings }),
    onSuccess: async (saved) => {
      queryClient.setQueryData([...stockKey(agencyId), 'settings'], saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    },
  });
}
