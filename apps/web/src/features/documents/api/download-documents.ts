import { type Document, documentFilePath, zDocumentExport } from '@securite/domain/documents/document-schemas';
import { useMutation } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { fetchFile, saveFile } from '../../../api/download-file.ts';
import type { DocumentsScope } from './documents-scope.ts';

/** The bytes of a Document export (base64) as a Blob. */
function blobOf(base64: string, type: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** GET {agency}{scope}/document/{id}/download: its one file, or its files as a zip (Document export). */
export async function downloadDocument(agencyId: string, scope: DocumentsScope, id: string): Promise<void> {
  const exported = await apiRequest(agencyPath(agencyId, `${scope}/document/${encodeURIComponent(id)}/download`), {
    schema: zDocumentExport,
  });
  saveFile({ blob: blobOf(exported.base64, exported.mimeType), filename: exported.name });
}

/** POST {agency}{scope}/zip {urls}: the files of these documents as one zip. */
export async function downloadZip(agencyId: string, scope: DocumentsScope, documents: Document[]): Promise<void> {
  const urls = documents.flatMap((d) => d.files.map((f) => `/api${documentFilePath(agencyId, d.id, f.id)}`));
  saveFile(
    await fetchFile(agencyPath(agencyId, `${scope}/zip`), {
      method: 'POST',
      body: { urls },
      fallbackName: 'documents.zip',
    }),
  );
}

export function useDownloadDocuments(agencyId: string, scope: DocumentsScope) {
  return useMutation({
    mutationFn: (documents: Document[]) =>
      documents.length === 1
        ? downloadDocument(agencyId, scope, documents[0].id)
        : downloadZip(agencyId, scope, documents),
  });
}
