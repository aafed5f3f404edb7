import { zOrderPage } from '@securite/domain/shop/order-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { paymentsKey } from './payments-keys.ts';

/** POST {agency}/fetch/agency-article-orders (« Suivi de commande »). */
export function useMyOrders(agencyId: string, request: { page: number; limit: number }) {
  return useQuery({
    queryKey: [...paymentsKey(agencyId), 'orders', request],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/fetch/agency-article-orders'), {
        method: 'POST',
        body: request,
        schema: zOrderPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
