import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { type DocumentsScope, documentsKey } from './documents-scope.ts';

/** DELETE {agency}{scope}/document/{id} (the edit right). */
export function useDeleteDocument(agencyId: string, scope: DocumentsScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(agencyPath(agencyId, `${scope}/document/${encodeURIComponent(id)}`), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey(agencyId) }),
  });
}
