import {
  type PlannedServicesRequest,
  type PlannedServicesResponse,
  zPlannedServicesResponse,
} from '@securite/domain/planning/service-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { planningKey } from '../../../shared/planning/api/planning-keys.ts';

/** POST {agency}/customer/{customerId}/fetch/planned-services: the services on the customer's sites only. */
export function findCustomerServices(
  agencyId: string,
  customerId: string,
  request: PlannedServicesRequest,
  signal?: AbortSignal,
): Promise<PlannedServicesResponse> {
  return apiRequest(agencyPath(agencyId, `/customer/${encodeURIComponent(customerId)}/fetch/planned-services`), {
    method: 'POST',
    body: request,
    schema: zPlannedServicesResponse,
    signal,
  });
}

/** The customer portal's planning of interventions (null customer: not a customer account, nothing asked). */
export function useCustomerServices(agencyId: string, customerId: string | null, request: PlannedServicesRequest) {
  return useQuery({
    queryKey: [...planningKey(agencyId), 'customer', customerId, request],
    queryFn: ({ signal }) => findCustomerServices(agencyId, customerId!, request, signal),
    enabled: customerId !== null,
    placeholderData: keepPreviousData,
  });
}
