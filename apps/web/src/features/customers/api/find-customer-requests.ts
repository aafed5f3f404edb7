import type { AgencyRest } from '@securite/domain/api/paths';
import {
  type zCustomerRequestFetchRequest,
  zCustomerRequestPage,
} from '@securite/domain/customers/customer-request-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { agencyPath, apiRequest, type CustomerRest, customerPath } from '../../../api/client.ts';
import type { Session } from '../../../api/session.ts';

export type CustomerRequestFetchInput = NonNullable<z.input<typeof zCustomerRequestFetchRequest>>;

/** Everything cached about customer requests: lists, details and the unread counters. */
export const customerRequestsKey = (agencyId: string) => ['agency', agencyId, 'customer-requests'] as const;

/** Where requests are read and made: the agency, and the customer for a customer user. */
export interface RequestsScope {
  agencyId: string;
  customerId: string | null;
}

/** The scope of a session: customer-scoped calls use the customer id. */
export function requestsScopeOf(session: Pick<Session, 'agencyId' | 'company'>): RequestsScope {
  const customerId = session.company?.role === 'customer' ? (session.company.customer?.id ?? null) : null;
  return { agencyId: session.agencyId ?? '', customerId };
}

/** {agency} for staff, {agency}/customer/{id} for a customer user. */
export function requestsPath<R extends Extract<CustomerRest, AgencyRest>>(scope: RequestsScope, rest: R) {
  return scope.customerId ? customerPath(scope.agencyId, scope.customerId, rest) : agencyPath(scope.agencyId, rest);
}

/** POST {agency}{customer}/fetch/customer-requests. */
export function findCustomerRequests(scope: RequestsScope, input: CustomerRequestFetchInput, signal?: AbortSignal) {
  return apiRequest(requestsPath(scope, '/fetch/customer-requests'), {
    method: 'POST',
    body: input,
    schema: zCustomerRequestPage,
    signal,
  });
}

export function useCustomerRequests(scope: RequestsScope, input: CustomerRequestFetchInput) {
  return useQuery({
    queryKey: [...customerRequestsKey(scope.agencyId), 'list', input],
    queryFn: ({ signal }) => findCustomerRequests(scope, input, signal),
    placeholderData: keepPreviousData,
  });
}
