import { type CustomerRequestCreate, zCustomerRequest } from '@securite/domain/customers/customer-request-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { customerRequestsKey, type RequestsScope, requestsPath } from './find-customer-requests.ts';

/** POST {agency}{customer}/customer-request (a client uuid makes a retry one request). */
export function useCreateCustomerRequest(scope: RequestsScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerRequestCreate) =>
      apiRequest(requestsPath(scope, '/customer-request'), {
        method: 'POST',
        body: input,
        schema: zCustomerRequest,
        notifyErrors: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerRequestsKey(scope.agencyId) }),
  });
}
