import { type CustomerSaveInput, zCustomer } from '@securite/domain/customers/customer-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { customersKey } from './find-customers.ts';

/** POST {agency}/customer: creates (no id) or edits a customer. Field errors come back to the form. */
export function saveCustomer(agencyId: string, input: CustomerSaveInput) {
  return apiRequest(agencyPath(agencyId, '/customer'), {
    method: 'POST',
    body: input,
    schema: zCustomer,
    notifyErrors: false,
  });
}

export function useSaveCustomer(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerSaveInput) => saveCustomer(agencyId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData([...customersKey(agencyId), 'detail', saved.id], saved);
      return queryClient.invalidateQueries({
        queryKey: customersKey(agencyId),
        predicate: (query) => query.queryKey[3] === 'list',
      });
    },
  });
}
