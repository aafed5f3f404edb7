import type { AdminAgencyFetchInput } from '@securite/domain/admin/agency-schemas';
import { fetchFile, saveFile } from '../../../../api/download-file.ts';

/** POST /admin/fetch/agencies-export: the filtered list as an Excel workbook, downloaded. */
export async function exportAgencies(input: AdminAgencyFetchInput): Promise<void> {
  saveFile(
    await fetchFile('/admin/fetch/agencies-export', { method: 'POST', body: input, fallbackName: 'agences.xlsx' }),
  );
}
