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

/** A file's bytes in base64, for a JSON body. */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
