import { type InformationNoteRequest, zInformationNote } from '@securite/domain/information-notes/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { informationNotesKey } from './find-information-notes.ts';

/** POST {agency}/informationNote: publishes a note (or edits one with an id). */
export function saveInformationNote(agencyId: string, input: InformationNoteRequest) {
  return apiRequest(agencyPath(agencyId, '/informationNote'), {
    method: 'POST',
    body: input,
    schema: zInformationNote,
    notifyErrors: false,
  });
}

export function useSaveInformationNote(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InformationNoteRequest) => saveInformationNote(agencyId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: informationNotesKey(agencyId) }),
  });
}
