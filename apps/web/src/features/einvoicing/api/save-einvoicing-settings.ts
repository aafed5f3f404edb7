import { type EinvoicingSettingsSave, zEinvoicingSettings } from '@securite/domain/einvoicing/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { einvoicingKey, einvoicingSettingsKey } from './einvoicing-keys.ts';

/** PUT {agency}/settings/einvoicing. */
export function useSaveEinvoicingSettings(agencyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: EinvoicingSettingsSave) =>
      apiRequest(agencyPath(agencyId, '/settings/einvoicing'), {
        method: 'PUT',
        body: settings,
        schema: zEinvoicingSettings,
        notifyErrors: false,
      }),
    onSuccess: async (saved) => {
      client.setQueryData(einvoicingSettingsKey(agencyId), saved);
      await client.invalidateQueries({ queryKey: einvoicingKey(agencyId) });
    },
  });
}
