import {
  type CommercialDocsSettings,
  zCommercialDocsSettings,
} from '@securite/domain/billing/commercial-docs-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { commercialDocsSettingsKey } from './billing-keys.ts';

/** PUT {agency}/settings/commercial-docs. */
export function useSaveCommercialDocsSettings(agencyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: CommercialDocsSettings) =>
      apiRequest(agencyPath(agencyId, '/settings/commercial-docs'), {
        method: 'PUT',
        body: settings,
        schema: zCommercialDocsSettings,
        notifyErrors: false,
      }),
    onSuccess: (saved) => client.setQueryData(commercialDocsSettingsKey(agencyId), saved),
  });
}
