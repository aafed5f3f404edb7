import {
  type CustomerServicesPage,
  type CustomerServicesRequest,
  zCustomerServicesPage,
} from '@securite/domain/customer-portal/customer-services';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, customerPath } from '../../../api/client.ts';
import { planningKey } from '../../../shared/planning/api/planning-keys.ts';

/** POST {agency}/customer/{customerId}/fetch/services: a page of the services on the customer's sites. */
export function findCustomerServices(
  agencyId: string,
  customerId: string,
  request: CustomerServicesRequest,
  options: { signal?: AbortSignal; notifyErrors?: boolean } = {},
): Promise<CustomerServicesPage> {
  return apiRequest(customerPath(agencyId, customerId, '/fetch/services'), {
    method: 'POST',
    body: request,
    schema: zCustomerServicesPage,
    ...options,
  });
}

/**
 * Under the planning's key: the planning's live refresh (usePlanningLiveRefresh) refetches it when a service of
 * the customer's sites changes, starts or ends.
 */
export const customerServicesKey = (agencyId: string, customerId: string, request?: CustomerServicesRequest) =>
  [...planningKey(agencyId), 'portal-services', customerId, ...(request === undefined ? [] : [request])] as const;

/** The services list of the portal (customerServices); the page shown stays while the next loads. */
export function useCustomerServicesPage(agencyId: string, customerId: string, request: CustomerServicesRequest) {
  return useQuery({
    queryKey: customerServicesKey(agencyId, customerId, request),
    queryFn: ({ signal }) => findCustomerServices(agencyId, customerId, request, { signal }),
    placeholderData: keepPreviousData,
  });
}
