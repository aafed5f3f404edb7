import { type UnavailabilitySaveRequest, zUnavailability } from '@securite/domain/unavailabilities/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { offlineRetry } from '../../../api/offline-retry.ts';
import { unavailabilitiesKey } from './find-unavailabilities.ts';

/** POST {agency}/unavailability: creates (no id; a client uuid makes it idempotent) or edits one. */
export function saveUnavailability(agencyId: string, input: UnavailabilitySaveRequest) {
  return apiRequest(agencyPath(agencyId, '/unavailability'), {
    method: 'POST',
    body: input,
    schema: zUnavailability,
    // The form shows the message itself (beside the fields when the server names them).
    notifyErrors: false,
  });
}

/** Saves, trying again while offline (same payload, same uuid), then refreshes the lists. */
export function useSaveUnavailability(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UnavailabilitySaveRequest) => saveUnavailability(agencyId, input),
    ...offlineRetry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unavailabilitiesKey(agencyId) }),
  });
}
