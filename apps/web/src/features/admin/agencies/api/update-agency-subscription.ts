import {
  type AdminAgencyDetail,
  type AgencySubscriptionRequest,
  zAdminAgencyDetail,
} from '@securite/domain/admin/agency-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../api/client.ts';
import { adminAgenciesKey } from './find-admin-agencies.ts';

/** PATCH /admin/agency/{id}/subscription: lock or unlock an agency (admins only). */
export function updateAgencySubscription(
  agencyId: string,
  changes: AgencySubscriptionRequest,
): Promise<AdminAgencyDetail> {
  return apiRequest(`/admin/agency/${encodeURIComponent(agencyId)}/subscription`, {
    method: 'PATCH',
    body: changes,
    schema: zAdminAgencyDetail,
  });
}

export function useUpdateAgencySubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { agencyId: string; changes: AgencySubscriptionRequest }) =>
      updateAgencySubscription(input.agencyId, input.changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAgenciesKey }),
  });
}
