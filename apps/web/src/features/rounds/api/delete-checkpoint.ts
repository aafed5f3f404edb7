import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { roundsRootKey } from './rounds-keys.ts';

/** DELETE {agency}/checkpoint/{id}: refused (409, shown as a notice) while a round still holds it. */
export function deleteCheckpoint(agencyId: string, id: string): Promise<void> {
  return apiRequest(agencyPath(agencyId, `/checkpoint/${encodeURIComponent(id)}`), { method: 'DELETE' });
}

export function useDeleteCheckpoint(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCheckpoint(agencyId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roundsRootKey(agencyId) }),
  });
}
