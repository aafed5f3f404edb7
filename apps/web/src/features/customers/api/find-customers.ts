import { type zCustomerFetchRequest, zCustomerPage } from '@securite/domain/customers/customer-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { agencyPath, apiRequest } from '../../../api/client.ts';

export type CustomerFetchInput = NonNullable<z.input<typeof zCustomerFetchRequest>>;

/** Everything cached about an agency's customers: lists, details and price grids. */
export const customersKey = (agencyId: string) => ['agency', agencyId, 'customers'] as const;

/** POST {agency}/fetch/customers. */
export function findCustomers(agencyId: string, input: CustomerFetchInput, signal?: AbortSignal) {
  return apiRequest(agencyPath(agencyId, '/fetch/customers'), {
    method: 'POST',
    body: input,
    schema: zCustomerPage,
    signal,
  });
}

export function useCustomers(agencyId: string, input: CustomerFetchInput, enabled = true) {
  return useQuery({
    queryKey: [...customersKey(agencyId), 'list', input],
    queryFn: ({ signal }) => findCustomers(agencyId, input, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
