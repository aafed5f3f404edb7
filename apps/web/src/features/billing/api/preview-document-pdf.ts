import type { DocumentSave } from '@securite/domain/billing/schemas';
import { agencyPath } from '../../../api/client.ts';
import { fetchFile, saveFile } from '../../../api/download-file.ts';
import type { WebDocumentFamily } from '../document-families.ts';

/** POST {agency}/{one}/preview: the PDF of unsaved content. */
export async function previewDocumentPdf(agencyId: string, family: WebDocumentFamily, input: DocumentSave) {
  saveFile(
    await fetchFile(agencyPath(agencyId, `/${family.one}/preview`), {
      method: 'POST',
      body: input,
      fallbackName: 'apercu.pdf',
    }),
  );
}
