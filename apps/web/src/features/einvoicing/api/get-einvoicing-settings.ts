import { zEinvoicingSettings } from '@securite/domain/einvoicing/schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { einvoicingSettingsKey } from './einvoicing-keys.ts';

/** GET {agency}/settings/einvoicing. */
export function useEinvoicingSettings(agencyId: string) {
  return useQuery({
    queryKey: einvoicingSettingsKey(agencyId),
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/settings/einvoicing'), { schema: zEinvoicingSettings, signal }),
  });
}
