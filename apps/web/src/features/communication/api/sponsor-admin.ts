import { type SponsorConfig, type SponsorConfigSave, zSponsorConfig } from '@securite/domain/communication/sponsor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error.ts';
import { apiRequest } from '../../../api/client.ts';

const sponsorAdminKey = ['admin', 'sponsor'] as const;

/** GET /admin/configurations/sponsor: the configuration, or null when there is none yet (404). */
export function useSponsorAdmin() {
  return useQuery({
    queryKey: sponsorAdminKey,
    queryFn: async ({ signal }): Promise<SponsorConfig | null> => {
      try {
        return await apiRequest('/admin/configurations/sponsor', {
          schema: zSponsorConfig,
          signal,
          notifyErrors: false,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
}

/** POST /admin/configurations/sponsor. */
export function useSaveSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SponsorConfigSave) =>
      apiRequest('/admin/configurations/sponsor', {
        method: 'POST',
        body: input,
        schema: zSponsorConfig,
        notifyErrors: false,
      }),
    onSuccess: (saved) => queryClient.setQueryData(sponsorAdminKey, saved),
  });
}

/** DELETE /admin/configurations/sponsor. */
export function useDeleteSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/admin/configurations/sponsor', { method: 'DELETE', notifyErrors: false }),
    onSuccess: () => queryClient.setQueryData(sponsorAdminKey, null),
  });
}
