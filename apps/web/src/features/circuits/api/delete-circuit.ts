import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { planningKey } from '../../../shared/planning/api/planning-keys.ts';

/** DELETE {agency}/circuit/{id}: the circuit and its stops. */
export function deleteCircuit(agencyId: string, id: string): Promise<void> {
  return apiRequest(agencyPath(agencyId, `/circuit/${encodeURIComponent(id)}`), { method: 'DELETE' });
}

export function useDeleteCircuit(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCircuit(agencyId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planningKey(agencyId) }),
  });
}
