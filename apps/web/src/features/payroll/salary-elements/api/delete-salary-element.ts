import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../../api/client.ts';
import { salaryElementsKey } from './find-salary-elements.ts';

/** DELETE {agency}/salary-element/{id} (right salaryElements.edit). */
export function deleteSalaryElement(agencyId: string, id: string): Promise<void> {
  return apiRequest(agencyPath(agencyId, `/salary-element/${encodeURIComponent(id)}`), { method: 'DELETE' });
}

export function useDeleteSalaryElement(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSalaryElement(agencyId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salaryElementsKey(agencyId) }),
  });
}
