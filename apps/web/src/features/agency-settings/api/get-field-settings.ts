import { type FieldSettings, zFieldSettings } from '@securite/domain/agency-settings/field-settings';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';

export const fieldSettingsKey = (agencyId: string) => ['agency', agencyId, 'settings', 'field'] as const;

/** GET {agency}/settings/field: service event types and lone-worker (PTI) settings. */
export function getFieldSettings(agencyId: string, signal?: AbortSignal): Promise<FieldSettings> {
  return apiRequest(agencyPath(agencyId, '/settings/field'), { schema: zFieldSettings, signal });
}

export function useFieldSettings(agencyId: string | null) {
  return useQuery({
    queryKey: fieldSettingsKey(agencyId ?? ''),
    queryFn: ({ signal }) => getFieldSettings(agencyId!, signal),
    enabled: agencyId !== null,
  });
}
