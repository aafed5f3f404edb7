import { type PaymentMethods, zPaymentMethods, zRedirect } from '@securite/domain/payments/payment-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';

export const paymentsKey = (agencyId: string) => ['agency', agencyId, 'payments'] as const;
const methodsKey = (agencyId: string) => [...paymentsKey(agencyId), 'methods'] as const;

/** GET {agency}/payment-methods. */
export function usePaymentMethods(agencyId: string) {
  return useQuery({
    queryKey: methodsKey(agencyId),
    queryFn: ({ signal }) => apiRequest(agencyPath(agencyId, '/payment-methods'), { schema: zPaymentMethods, signal }),
  });
}

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

/** GET {agency}/card-details?action=add: the provider's page that records a card. */
export function cardDetailsUrl(agencyId: string): Promise<{ url: string }> {
  return apiRequest(agencyPath(agencyId, '/card-details?action=add'), { schema: zRedirect, notifyErrors: false });
}
