import { zInformationNote } from '@securite/domain/information-notes/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { informationNotesKey } from './find-information-notes.ts';

/** PATCH {agency}/informationNoteUserCompany/{id}: marks a note read by the caller (idempotent). */
export function markInformationNoteRead(agencyId: string, id: string) {
  return apiRequest(agencyPath(agencyId, `/informationNoteUserCompany/${encodeURIComponent(id)}`), {
    method: 'PATCH',
    schema: zInformationNote,
  });
}

export function useMarkInformationNoteRead(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markInformationNoteRead(agencyId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: informationNotesKey(agencyId) }),
  });
}
