import { type AgencyEmailSettings, zAgencyEmailSettingsView } from '@securite/domain/agency-settings/email-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';

const emailKey = (agencyId: string) => ['agency', agencyId, 'settings', 'email'] as const;

/** GET {agency}/settings/email. */
export function useEmailSettings(agencyId: string) {
  return useQuery({
    queryKey: emailKey(agencyId),
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/settings/email'), { schema: zAgencyEmailSettingsView, signal }),
  });
}

/** PUT {agency}/settings/email. */
export function useSaveEmailSettings(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AgencyEmailSettings) =>
      apiRequest(agencyPath(agencyId, '/settings/email'), {
        method: 'PUT',
        body: input,
        schema: zAgencyEmailSettingsView,
        notifyErrors: false,
      }),
    onSuccess: (saved) => queryClient.setQueryData(emailKey(agencyId), saved),
  });
}
