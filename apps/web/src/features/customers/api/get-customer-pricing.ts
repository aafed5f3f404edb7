import { zCustomerPricingList } from '@securite/domain/customers/pricing';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { customersKey } from './find-customers.ts';

/** GET {agency}/agencyCustomer/{id}/pricing. */
export function getCustomerPricing(agencyId: string, id: string, signal?: AbortSignal) {
  return apiRequest(agencyPath(agencyId, `/agencyCustomer/${encodeURIComponent(id)}/pricing`), {
    schema: zCustomerPricingList,
    signal,
  });
}

export function useCustomerPricing(agencyId: string, id: string) {
  return useQuery({
    queryKey: [...customersKey(agencyId), 'pricing', id],
    queryFn: ({ signal }) => getCustomerPricing(agencyId, id, signal),
  });
}
