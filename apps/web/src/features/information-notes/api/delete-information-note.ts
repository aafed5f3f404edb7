import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { informationNotesKey } from './find-information-notes.ts';

/** DELETE {agency}/informationNote/{id} (right informationNotes.edit). */
export function deleteInformationNote(agencyId: string, id: string): Promise<void> {
  return apiRequest(agencyPath(agencyId, `/informationNote/${encodeURIComponent(id)}`), { method: 'DELETE' });
}

export function useDeleteInformationNote(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteInformationNote(agencyId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: informationNotesKey(agencyId) }),
  });
}
