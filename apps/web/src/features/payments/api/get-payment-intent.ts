import { zPaymentIntentStatus } from '@securite/domain/payments/payment-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { paymentsKey } from './payments-keys.ts';

/** GET {agency}/payment-intent/{id}: the outcome of the Checkout page the browser comes back from. */
export function usePaymentIntent(agencyId: string, id: string | null) {
  return useQuery({
    queryKey: [...paymentsKey(agencyId), 'intent', id],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, `/payment-intent/${encodeURIComponent(id ?? '')}`), {
        schema: zPaymentIntentStatus,
        signal,
        notifyErrors: false,
      }),
    enabled: id !== null,
    // A payment still pending is asked again a few times: the provider's confirmation may be on its way.
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < 5 ? 2000 : false,
  });
}
