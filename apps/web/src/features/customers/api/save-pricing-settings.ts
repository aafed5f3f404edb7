import { type PricingSettings, zPricingSettings } from '@securite/domain/customers/pricing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { customersKey } from './find-customers.ts';

/** PUT {agency}/customers/pricing-settings: whether the agency prices Saturday apart (agencySettings.edit). */
export function useSavePricingSettings(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PricingSettings) =>
      apiRequest(agencyPath(agencyId, '/customers/pricing-settings'), {
        method: 'PUT',
        body: input,
        schema: zPricingSettings,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: customersKey(agencyId),
        predicate: (query) => query.queryKey[3] === 'pricing',
      }),
  });
}
