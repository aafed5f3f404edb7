import { type OrderPayment, zOrderPayment } from '@securite/domain/payments/payment-schemas';
import { zSectionPage } from '@securite/domain/shop/catalogue-schemas';
import { type CartSave, zOrder } from '@securite/domain/shop/order-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';

/** POST {agency}/fetch/subscription-sections: the active sections of the shop, highlighted first. */
export function useShopSections(agencyId: string) {
  return useQuery({
    queryKey: ['agency', agencyId, 'shop', 'sections'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/fetch/subscription-sections'), {
        method: 'POST',
        body: { limit: 50, orderBy: { field: 'position', direction: 'asc' } },
        schema: zSectionPage,
        signal,
      }),
  });
}

/** POST {agency}/subscription/cart then POST {agency}/subscription-order/finalize: the cart, ordered and paid. */
export function useCheckout(agencyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (cart: CartSave): Promise<OrderPayment> => {
      const order = await apiRequest(agencyPath(agencyId, '/subscription/cart'), {
        method: 'POST',
        body: cart,
        schema: zOrder,
      });
      return apiRequest(agencyPath(agencyId, '/subscription-order/finalize'), {
        method: 'POST',
        body: { orderId: order.id },
        schema: zOrderPayment,
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['agency', agencyId, 'payments'] }),
  });
}
