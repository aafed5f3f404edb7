import { zCustomer } from '@securite/domain/customers/customer-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { customersKey } from './find-customers.ts';

/** GET {agency}/customer/{id}. */
export function getCustomer(agencyId: string, id: string, signal?: AbortSignal) {
  return apiRequest(agencyPath(agencyId, `/customer/${encodeURIComponent(id)}`), { schema: zCustomer, signal });
}

export function useCustomer(agencyId: string, id: string | null) {
  return useQuery({
    queryKey: [...customersKey(agencyId), 'detail', id],
    queryFn: ({ signal }) => getCustomer(agencyId, id!, signal),
    enabled: id !== null,
  });
}
