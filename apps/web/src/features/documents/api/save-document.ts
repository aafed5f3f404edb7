import { type DocumentSave, zDocument } from '@securite/domain/documents/document-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { uploadFile } from '../../../api/upload-file.ts';
import { type DocumentsScope, documentsKey } from './documents-scope.ts';

export interface SaveDocumentInput {
  scope: DocumentsScope;
  body: Omit<DocumentSave, 'fileIds'> & { fileIds: string[] };
  /** New files to upload first (purpose document); their ids join the kept ones. */
  files: File[];
  onUploaded?: (count: number) => void;
}

/**
 * Uploads the new files one after the other, then POST {agency}{scope}/document saves the document with them: a
 * refused file (format, 413) stops before the document is saved.
 */
export async function saveDocument(agencyId: string, input: SaveDocumentInput) {
  const fileIds = [...input.body.fileIds];
  for (const [index, file] of input.files.entries()) {
    const stored = await uploadFile(agencyId, 'document', file, file.name);
    fileIds.push(stored.id);
    input.onUploaded?.(index + 1);
  }
  return apiRequest(agencyPath(agencyId, `${input.scope}/document`), {
    method: 'POST',
    body: { ...input.body, fileIds },
    schema: zDocument,
    notifyErrors: false,
  });
}

export function useSaveDocument(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveDocumentInput) => saveDocument(agencyId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsKey(agencyId) }),
  });
}
