import { agencyPath } from '../../../api/client.ts';
import { fetchFile, saveFile } from '../../../api/download-file.ts';
import type { WebDocumentFamily } from '../document-families.ts';

/** GET {agency}/{one}/{id}/pdf as a download (the Factur-X of a validated invoice). */
export async function downloadDocumentPdf(agencyId: string, family: WebDocumentFamily, id: string) {
  saveFile(
    await fetchFile(agencyPath(agencyId, `/${family.one}/${encodeURIComponent(id)}/pdf`), {
      fallbackName: 'document.pdf',
    }),
  );
}
