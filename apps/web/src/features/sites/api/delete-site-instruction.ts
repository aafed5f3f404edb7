import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { siteInstructionsKey } from './sites-keys.ts';

/** DELETE {agency}/site-instruction/{id}. */
export function deleteSiteInstruction(agencyId: string, instructionId: string): Promise<void> {
  return apiRequest(agencyPath(agencyId, `/site-instruction/${encodeURIComponent(instructionId)}`), {
    method: 'DELETE',
  });
}

export function useDeleteSiteInstruction(agencyId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (instructionId: string) => deleteSiteInstruction(agencyId, instructionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteInstructionsKey(agencyId, siteId) }),
  });
}
