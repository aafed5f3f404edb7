import type { AccountingFormat } from '@securite/domain/accounting/accounting-schemas';
import type { ExportFormat, ExportType } from '@securite/domain/payroll/payroll-schemas';
import { exportFilename } from '@securite/domain/payroll/payroll-schemas';
import { useMutation } from '@tanstack/react-query';
import { agencyPath } from '../../../../api/client.ts';
import { fetchFile, saveFile } from '../../../../api/download-file.ts';

export type ExportFileRequest =
  | { type: ExportType; month: string; format: ExportFormat }
  | { type: 'accounting'; month: string; format: AccountingFormat };

/**
 * POST {agency}/export/{type}: the month's file, downloaded (the server's French message on failure). The accounting
 * export takes the month as its period, as the FEC text file or a spreadsheet.
 */
export async function exportFile(agencyId: string, request: ExportFileRequest): Promise<void> {
  const { month } = request;
  const file =
    request.type === 'accounting'
      ? await fetchFile(agencyPath(agencyId, '/export/accounting'), {
          method: 'POST',
          body: { period: month, format: request.format },
          fallbackName: request.format === 'fec' ? `FEC-${month}.txt` : `ecritures-comptables-${month}.xlsx`,
        })
      : await fetchFile(agencyPath(agencyId, `/export/${request.type}`), {
          method: 'POST',
          body: { month, format: request.format },
          fallbackName: exportFilename(request.type, month, request.format),
        });
  saveFile(file);
}

export function useExportFile(agencyId: string) {
  return useMutation({ mutationFn: (request: ExportFileRequest) => exportFile(agencyId, request) });
}
