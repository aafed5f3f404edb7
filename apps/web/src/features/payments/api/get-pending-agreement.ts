import { zPendingAgreement } from '@securite/domain/payments/payment-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { paymentsKey } from './payments-keys.ts';

/** GET {agency}/pending-subscription-agreement. */
export function usePendingAgreement(agencyId: string) {
  return useQuery({
    queryKey: [...paymentsKey(agencyId), 'pending-agreement'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/pending-subscription-agreement'), { schema: zPendingAgreement, signal }),
  });
}
