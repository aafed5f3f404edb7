import { agencyPath } from '../../../api/client.ts';
import { fetchFile, saveFile } from '../../../api/download-file.ts';

/** GET {agency}/agency-invoice/{id}/download. */
export async function downloadMyInvoice(agencyId: string, id: string, number: string): Promise<void> {
  saveFile(await fetchFile(agencyPath(agencyId, `/agency-invoice/${id}/download`), { fallbackName: `${number}.pdf` }));
}
