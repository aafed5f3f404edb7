import { type ExportSettingsInput, zExportSettings } from '@securite/domain/payroll/export-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../../api/client.ts';

const key = (agencyId: string) => ['agency', agencyId, 'settings', 'export'] as const;

/** GET {agency}/settings/export: the header and footer of generated documents. */
export function useExportSettings(agencyId: string) {
  return useQuery({
    queryKey: key(agencyId),
    queryFn: ({ signal }) => apiRequest(agencyPath(agencyId, '/settings/export'), { schema: zExportSettings, signal }),
  });
}

/** PUT {agency}/settings/export (right agencySettings.edit). */
export function useUpdateExportSettings(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExportSettingsInput) =>
      apiRequest(agencyPath(agencyId, '/settings/export'), {
        method: 'PUT',
        body: input,
        schema: zExportSettings,
        notifyErrors: false,
      }),
    onSuccess: (saved) => queryClient.setQueryData(key(agencyId), saved),
  });
}
