import { type UsefulDocumentSave, zUsefulDocument } from '@securite/domain/communication/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { usefulDocsKey } from '../../useful-links/public.ts';

/** POST /admin/useful-docs: the file goes in base64 with its title. */
export function useCreateUsefulDoc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UsefulDocumentSave) =>
      apiRequest('/admin/useful-docs', { method: 'POST', body: input, schema: zUsefulDocument, notifyErrors: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usefulDocsKey }),
  });
}

/** DELETE /admin/useful-docs/{id}. */
export function useDeleteUsefulDoc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/admin/useful-docs/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usefulDocsKey }),
  });
}
