import {
  type AgencyImportInput,
  zAgencyImportPreview,
  zAgencyImportResult,
} from '@securite/domain/agency-import/import-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { fetchFile, saveFile } from '../../../api/download-file.ts';

/** POST /admin/import-agency/preview: every row checked, nothing written. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (input: AgencyImportInput) =>
      apiRequest('/admin/import-agency/preview', {
        method: 'POST',
        body: input,
        schema: zAgencyImportPreview,
        notifyErrors: false,
      }),
  });
}

/** POST /admin/import-agency: writes the good rows (all of them, or only them when confirmed). */
export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AgencyImportInput) =>
      apiRequest('/admin/import-agency', {
        method: 'POST',
        body: input,
        schema: zAgencyImportResult,
        notifyErrors: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** GET /admin/import-agency/template: the workbook to fill. */
export async function downloadImportTemplate(): Promise<void> {
  saveFile(await fetchFile('/admin/import-agency/template', { fallbackName: 'modele-import-agence.xlsx' }));
}
