import {
  type FieldSettings,
  type FieldSettingsUpdate,
  zFieldSettings,
} from '@securite/domain/agency-settings/field-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { fieldSettingsKey } from './get-field-settings.ts';

/** PUT {agency}/settings/field: either part may be left out and keeps its value. */
export function updateFieldSettings(agencyId: string, update: FieldSettingsUpdate): Promise<FieldSettings> {
  // The page shows a refusal (duplicate type 409, minimum frequency 400) beside what was changed.
  return apiRequest(agencyPath(agencyId, '/settings/field'), {
    method: 'PUT',
    body: update,
    schema: zFieldSettings,
    notifyErrors: false,
  });
}

export function useUpdateFieldSettings(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: FieldSettingsUpdate) => updateFieldSettings(agencyId, update),
    onSuccess: (saved) => queryClient.setQueryData(fieldSettingsKey(agencyId), saved),
  });
}
