import { zCommercialDocsSettings } from '@securite/domain/billing/commercial-docs-settings';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { commercialDocsSettingsKey } from './billing-keys.ts';

/** GET {agency}/settings/commercial-docs. */
export function useCommercialDocsSettings(agencyId: string) {
  return useQuery({
    queryKey: commercialDocsSettingsKey(agencyId),
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/settings/commercial-docs'), { schema: zCommercialDocsSettings, signal }),
  });
}
