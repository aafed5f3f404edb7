import { type zInformationNoteFetchRequest, zInformationNotePage } from '@securite/domain/information-notes/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { agencyPath, apiRequest } from '../../../api/client.ts';

export type InformationNoteFetchInput = NonNullable<z.input<typeof zInformationNoteFetchRequest>>;

export const informationNotesKey = (agencyId: string) => ['agency', agencyId, 'information-notes'] as const;

/** POST {agency}/fetch/informationNotes: the notes the caller reads, with their read marks and unread count. */
export function findInformationNotes(agencyId: string, input: InformationNoteFetchInput, signal?: AbortSignal) {
  return apiRequest(agencyPath(agencyId, '/fetch/informationNotes'), {
    method: 'POST',
    body: input,
    schema: zInformationNotePage,
    signal,
  });
}

export function useInformationNotes(agencyId: string, input: InformationNoteFetchInput) {
  return useQuery({
    queryKey: [...informationNotesKey(agencyId), input],
    queryFn: ({ signal }) => findInformationNotes(agencyId, input, signal),
    placeholderData: keepPreviousData,
  });
}
