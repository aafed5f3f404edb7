import {
  type zCustomerRequestFetchRequest,
  zCustomerRequestPage,
} from '@securite/domain/customers/customer-request-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import type { Session } from '../../../api/session.ts';

export type CustomerRequestFetchInput = NonNullable<z.input<typeof zCustomerRequestFetchRequest>>;

/** Everything cached about customer requests: lists, details and the unread counters. */
export const customerRequestsKey = (agencyId: string) => ['agency', agencyId, 'customer-requests'] as const;

/** {agency} for staff, {agency}/customer/{id} for a customer user (customer-scoped calls use the customer id). */
export function requestsPath(session: Pick<Session, 'agencyId' | 'company'>, rest: string): string {
  const customerId = session.company?.role === 'customer' ? session.company.customer?.id : null;
  const scope = customerId ? `/customer/${encodeURIComponent(customerId)}` : '';
  return agencyPath(session.agencyId ?? '', `${scope}${rest}`);
}

/** POST {agency}{customer}/fetch/customer-requests. */
export function findCustomerRequests(path: string, input: CustomerRequestFetchInput, signal?: AbortSignal) {
  return apiRequest(path, { method: 'POST', body: input, schema: zCustomerRequestPage, signal });
}

export function useCustomerRequests(session: Session, input: CustomerRequestFetchInput) {
  return useQuery({
    queryKey: [...customerRequestsKey(session.agencyId ?? ''), 'list', input],
    queryFn: ({ signal }) => findCustomerRequests(requestsPath(session, '/fetch/customer-requests'), input, signal),
    placeholderData: keepPreviousData,
  });
}
