import { type CustomerRequestCreate, zCustomerRequest } from '@securite/domain/customers/customer-request-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Session } from '../../../api/session.ts';
import { customerRequestsKey, requestsPath } from './find-customer-requests.ts';

/** POST {agency}{customer}/customer-request (a client uuid makes a retry one request). */
export function useCreateCustomerRequest(session: Session) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerRequestCreate) =>
      apiRequest(requestsPath(session, '/customer-request'), {
        method: 'POST',
        body: input,
        schema: zCustomerRequest,
        notifyErrors: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerRequestsKey(session.agencyId ?? '') }),
  });
}
