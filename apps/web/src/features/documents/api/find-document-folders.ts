import { zDocumentFolders } from '@securite/domain/documents/document-schemas';
import type { DocumentType } from '@securite/domain/documents/document-types';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { type DocumentsScope, documentsKey } from './documents-scope.ts';

/** GET {agency}{scope}/document-folders?type=: the folders of a kind, with the documents the user reads in each. */
export function useDocumentFolders(agencyId: string, scope: DocumentsScope, type: DocumentType | undefined) {
  return useQuery({
    queryKey: [...documentsKey(agencyId), 'folders', scope, type ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, type ? `${scope}/document-folders?type=${type}` : `${scope}/document-folders`), {
        schema: zDocumentFolders,
        signal,
        notifyErrors: false,
      }),
  });
}
