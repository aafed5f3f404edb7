import { zCustomerRequest } from '@securite/domain/customers/customer-request-schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { customerRequestsKey, type RequestsScope, requestsPath } from './find-customer-requests.ts';

/** GET {agency}{customer}/customer-request/{id}: opening it marks it read, so lists and badges are refreshed. */
export function useCustomerRequest(scope: RequestsScope, id: string) {
  const queryClient = useQueryClient();
  const key = customerRequestsKey(scope.agencyId);
  return useQuery({
    queryKey: [...key, 'detail', id],
    queryFn: async ({ signal }) => {
      const path = requestsPath(scope, `/customer-request/${encodeURIComponent(id)}`);
      const request = await apiRequest(path, { schema: zCustomerRequest, signal });
      void queryClient.invalidateQueries({ queryKey: key, predicate: (q) => q.queryKey[3] !== 'detail' });
      return request;
    },
  });
}
