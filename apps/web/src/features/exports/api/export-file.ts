import type { ExportFormat, ExportType } from '@securite/domain/payroll/payroll-schemas';
import { exportFilename } from '@securite/domain/payroll/payroll-schemas';
import { useMutation } from '@tanstack/react-query';
import { agencyPath } from '../../../api/client.ts';
import { fetchFile, saveFile } from '../../../api/download-file.ts';

export interface ExportFileRequest {
  type: ExportType;
  month: string;
  format: ExportFormat;
}

/** POST {agency}/export/{type}: the month's file, downloaded (the server's French message on failure). */
export async function exportFile(agencyId: string, { type, month, format }: ExportFileRequest): Promise<void> {
  const file = await fetchFile(agencyPath(agencyId, `/export/${type}`), {
    method: 'POST',
    body: { month, format },
    fallbackName: exportFilename(type, month, format),
  });
  saveFile(file);
}

export function useExportFile(agencyId: string) {
  return useMutation({ mutationFn: (request: ExportFileRequest) => exportFile(agencyId, request) });
}
