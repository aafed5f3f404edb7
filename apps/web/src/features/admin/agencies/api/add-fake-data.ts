import { zFakeDataAddResponse } from '@securite/domain/admin/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../../api/client.ts';
import { adminAgenciesKey } from './find-admin-agencies.ts';

/** POST agency/{id}/fake-data/add: demo customers and agents, flagged fake (spec 001 section 7). */
export function useAddFakeData(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { customers: number; agents: number }) =>
      apiRequest(agencyPath(agencyId, '/fake-data/add'), { method: 'POST', body: input, schema: zFakeDataAddResponse }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminAgenciesKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'agency', agencyId] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] }),
      ]),
  });
}
