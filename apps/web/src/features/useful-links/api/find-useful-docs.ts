import { zUsefulDocumentList } from '@securite/domain/communication/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { fetchFile, saveFile } from '../../../api/download-file.ts';

export const usefulDocsKey = ['platform', 'useful-docs'] as const;

/** GET /useful-docs: the platform's useful documents, newest first. */
export function useUsefulDocs() {
  return useQuery({
    queryKey: usefulDocsKey,
    queryFn: ({ signal }) => apiRequest('/useful-docs', { schema: zUsefulDocumentList, signal }),
  });
}

/** GET /useful-docs/{id}/download, handed to the browser as a download. */
export async function downloadUsefulDoc(doc: { id: string; fileName: string }): Promise<void> {
  saveFile(await fetchFile(`/useful-docs/${encodeURIComponent(doc.id)}/download`, { fallbackName: doc.fileName }));
}
