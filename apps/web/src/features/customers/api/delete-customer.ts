import type { CustomerDeleteKind } from '@securite/domain/customers/customer-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { customersKey } from './find-customers.ts';

/** DELETE {agency}/agencyCustomer/{id}/{archive|permanent}. */
export function deleteCustomer(agencyId: string, id: string, kind: CustomerDeleteKind) {
  return apiRequest(agencyPath(agencyId, `/agencyCustomer/${encodeURIComponent(id)}/${kind}`), { method: 'DELETE' });
}

export function useDeleteCustomer(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind }: { id: string; kind: CustomerDeleteKind }) => deleteCustomer(agencyId, id, kind),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersKey(agencyId) }),
  });
}
