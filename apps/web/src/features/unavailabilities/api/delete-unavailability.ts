import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { unavailabilitiesKey } from './find-unavailabilities.ts';

/** DELETE {agency}/unavailability/{id}. */
export function deleteUnavailability(agencyId: string, id: string): Promise<void> {
  return apiRequest(agencyPath(agencyId, `/unavailability/${encodeURIComponent(id)}`), { method: 'DELETE' });
}

export function useDeleteUnavailability(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteUnavailability(agencyId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unavailabilitiesKey(agencyId) }),
  });
}
