import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { roundKey, roundsRootKey } from './rounds-keys.ts';

/** DELETE {agency}/round/{id}. */
export function deleteRound(agencyId: string, id: string): Promise<void> {
  return apiRequest(agencyPath(agencyId, `/round/${encodeURIComponent(id)}`), { method: 'DELETE' });
}

export function useDeleteRound(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteRound(agencyId, id),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: roundKey(agencyId, id) });
      return queryClient.invalidateQueries({ queryKey: roundsRootKey(agencyId) });
    },
  });
}
