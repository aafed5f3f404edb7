import {
  type CommercialDocsSettings,
  zCommercialDocsSettings,
} from '@securite/domain/billing/commercial-docs-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { billingKey } from './documents-api.ts';

const settingsKey = (agencyId: string) => [...billingKey(agencyId), 'settings'] as const;

/** GET {agency}/settings/commercial-docs. */
export function useCommercialDocsSettings(agencyId: string) {
  return useQuery({
    queryKey: settingsKey(agencyId),
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/settings/commercial-docs'), { schema: zCommercialDocsSettings, signal }),
  });
}

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
    onSuccess: (saved) => client.setQueryData(settingsKey(agencyId), saved),
  });
}
