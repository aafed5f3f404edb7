import { zPaymentMethods } from '@securite/domain/payments/payment-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { methodsKey } from './payments-keys.ts';

/** GET {agency}/payment-methods. */
export function usePaymentMethods(agencyId: string) {
  return useQuery({
    queryKey: methodsKey(agencyId),
    queryFn: ({ signal }) => apiRequest(agencyPath(agencyId, '/payment-methods'), { schema: zPaymentMethods, signal }),
  });
}
