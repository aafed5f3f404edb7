import { type CustomerRequestStatus, zCustomerRequest } from '@securite/domain/customers/customer-request-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { customerRequestsKey } from './find-customer-requests.ts';

export interface CustomerRequestStatusInput {
  id: string;
  status: CustomerRequestStatus;
  /** Whether the customer is told by e-mail. */
  sendEmail: boolean;
}

/** POST {agency}/customer-request/{status} with {id, sendEmail}. */
export function useChangeCustomerRequestStatus(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, sendEmail }: CustomerRequestStatusInput) =>
      apiRequest(agencyPath(agencyId, `/customer-request/${encodeURIComponent(status)}`), {
        method: 'POST',
        body: { id, sendEmail },
        schema: zCustomerRequest,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData([...customerRequestsKey(agencyId), 'detail', saved.id], saved);
      return queryClient.invalidateQueries({
        queryKey: customerRequestsKey(agencyId),
        predicate: (query) => query.queryKey[3] !== 'detail',
      });
    },
  });
}
