import { type PaymentMethods, zPaymentMethods } from '@securite/domain/payments/payment-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { methodsKey } from './payments-keys.ts';

type MethodAction = { kind: 'default' | 'delete'; id: string } | { kind: 'customer' };

/**
 * POST {agency}/default-payment-methods/{id}, POST {agency}/payment-methods/{id}/delete, POST {agency}/stripe: each
 * answers the methods as they are after it. The caller shows the refusals (notifyErrors off).
 */
export function useMethodAction(agencyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: MethodAction): Promise<PaymentMethods> => {
      const path =
        action.kind === 'customer'
          ? '/stripe'
          : action.kind === 'default'
            ? (`/default-payment-methods/${encodeURIComponent(action.id)}` as const)
            : (`/payment-methods/${encodeURIComponent(action.id)}/delete` as const);
      return apiRequest(agencyPath(agencyId, path), { method: 'POST', schema: zPaymentMethods, notifyErrors: false });
    },
    onSuccess: (methods) => client.setQueryData(methodsKey(agencyId), methods),
  });
}
