import { zDocumentReaderChoices } from '@securite/domain/documents/document-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { documentsKey } from './documents-scope.ts';

/** GET {agency}/document-readers: the people and customers a document may be shared with. */
export function useDocumentReaderChoices(agencyId: string, enabled = true) {
  return useQuery({
    queryKey: [...documentsKey(agencyId), 'readers'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/document-readers'), { schema: zDocumentReaderChoices, signal }),
    staleTime: 60_000,
    enabled,
  });
}
