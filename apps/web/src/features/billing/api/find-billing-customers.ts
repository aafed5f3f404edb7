import { zBillingCustomerOptions } from '@securite/domain/billing/schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { billingKey } from './billing-keys.ts';

/** GET {agency}/billing/customers: the customers a document may be made for. */
export function useBillingCustomers(agencyId: string, enabled = true) {
  return useQuery({
    queryKey: [...billingKey(agencyId), 'customers'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/billing/customers'), { schema: zBillingCustomerOptions, signal }),
    enabled,
  });
}
