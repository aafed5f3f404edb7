import { type FetchDocuments, zDocumentPage } from '@securite/domain/documents/document-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { type DocumentsScope, documentsKey } from './documents-scope.ts';

export type DocumentKindPath = '' | '/agents' | '/customers';

/** POST {agency}{scope}/fetch/documents[/agents|/customers]: a page of the documents the user reads. */
export function findDocuments(
  agencyId: string,
  scope: DocumentsScope,
  kind: DocumentKindPath,
  input: FetchDocuments,
  signal?: AbortSignal,
) {
  return apiRequest(agencyPath(agencyId, `${scope}/fetch/documents${kind}`), {
    method: 'POST',
    body: input,
    schema: zDocumentPage,
    signal,
  });
}

export function useDocuments(agencyId: string, scope: DocumentsScope, kind: DocumentKindPath, input: FetchDocuments) {
  return useQuery({
    queryKey: [...documentsKey(agencyId), 'list', scope, kind, input],
    queryFn: ({ signal }) => findDocuments(agencyId, scope, kind, input, signal),
    placeholderData: keepPreviousData,
  });
}
