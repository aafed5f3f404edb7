import {
  type AdminAgencyCreate,
  type AdminAgencySave,
  zAdminAgencyCreated,
} from '@securite/domain/admin/agency-save-schemas';
import { zAdminAgencyDetail } from '@securite/domain/admin/agency-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../api/client.ts';
import { adminAgenciesKey } from './find-admin-agencies.ts';

export const adminAgencyKey = (id: string) => ['admin', 'agency', id] as const;

/** GET /admin/agency/{id}. */
export function useAdminAgency(id: string | null) {
  return useQuery({
    queryKey: adminAgencyKey(id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(`/admin/agency/${encodeURIComponent(id as string)}`, { schema: zAdminAgencyDetail, signal }),
    enabled: id !== null,
  });
}

/** POST /admin/agency: a new agency (its owner invited by e-mail). */
export function useCreateAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminAgencyCreate) =>
      apiRequest('/admin/agency', { method: 'POST', body: input, schema: zAdminAgencyCreated, notifyErrors: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAgenciesKey }),
  });
}

/** PUT /admin/agency/{id}. */
export function useUpdateAgency(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminAgencySave) =>
      apiRequest(`/admin/agency/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
        schema: zAdminAgencyDetail,
        notifyErrors: false,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminAgencyKey(id), saved);
      void queryClient.invalidateQueries({ queryKey: adminAgenciesKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
  });
}
