import { type AgencyIdentitySave, zAgencyIdentity } from '@securite/domain/agency-settings/agency-identity';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

const identityKey = (agencyId: string) => ['agency', agencyId, 'settings', 'agency'] as const;

/** GET {agency}/settings/agency. */
export function useAgencyIdentity(agencyId: string) {
  return useQuery({
    queryKey: identityKey(agencyId),
    queryFn: ({ signal }) => apiRequest(agencyPath(agencyId, '/settings/agency'), { schema: zAgencyIdentity, signal }),
  });
}

/** PUT {agency}/settings/agency; the agency's name shows in the shell, so the current user is read again. */
export function useSaveAgencyIdentity(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AgencyIdentitySave) =>
      apiRequest(agencyPath(agencyId, '/settings/agency'), {
        method: 'PUT',
        body: input,
        schema: zAgencyIdentity,
        notifyErrors: false,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(identityKey(agencyId), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    },
  });
}
