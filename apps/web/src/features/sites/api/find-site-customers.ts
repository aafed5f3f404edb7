import { type SiteCustomerOption, zSiteCustomerOptions } from '@securite/domain/sites/site-customer-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { sitesKey } from './sites-keys.ts';

/** GET {agency}/sites/customers: the customers a site may belong to (staff with a sites right). */
export function findSiteCustomers(agencyId: string, signal?: AbortSignal): Promise<SiteCustomerOption[]> {
  return apiRequest(agencyPath(agencyId, '/sites/customers'), { schema: zSiteCustomerOptions, signal });
}

export function useSiteCustomers(agencyId: string | null, enabled = true) {
  return useQuery({
    queryKey: [...sitesKey(agencyId ?? ''), 'customers'],
    queryFn: ({ signal }) => findSiteCustomers(agencyId!, signal),
    enabled: enabled && agencyId !== null,
    staleTime: 5 * 60_000,
  });
}
