import { type CustomerPricingInput, zCustomerPricingList } from '@securite/domain/customers/pricing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { customersKey } from './find-customers.ts';

/** POST {agency}/agencyCustomer/{id}/pricing: the customer's grids, replaced by the list sent. */
export function saveCustomerPricing(agencyId: string, id: string, pricings: CustomerPricingInput[]) {
  return apiRequest(agencyPath(agencyId, `/agencyCustomer/${encodeURIComponent(id)}/pricing`), {
    method: 'POST',
    body: { pricings },
    schema: zCustomerPricingList,
    notifyErrors: false,
  });
}

export function useSaveCustomerPricing(agencyId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pricings: CustomerPricingInput[]) => saveCustomerPricing(agencyId, id, pricings),
    onSuccess: (saved) => queryClient.setQueryData([...customersKey(agencyId), 'pricing', id], saved),
  });
}
