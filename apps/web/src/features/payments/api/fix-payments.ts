import { zPaymentsFix } from '@securite/domain/payments/payment-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { paymentsKey } from './payments-keys.ts';

/** GET {agency}/payments-fix (admins): follows up the payments whose confirmation never came. */
export function useFixPayments(agencyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(agencyPath(agencyId, '/payments-fix'), { schema: zPaymentsFix }),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentsKey(agencyId) }),
  });
}
