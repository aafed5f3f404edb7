import type { QrExport } from '@securite/domain/stock/stock-schemas';
import { useMutation } from '@tanstack/react-query';
import { agencyPath } from '../../../api/client.ts';
import { fetchFile, saveFile } from '../../../api/download-file.ts';

/** POST {agency}/generate/qr-codes: the sheet of QR labels, downloaded. */
export function useDownloadQrCodes(agencyId: string) {
  return useMutation({
    mutationFn: async (body: QrExport) =>
      saveFile(
        await fetchFile(agencyPath(agencyId, '/generate/qr-codes'), {
          method: 'POST',
          body,
          fallbackName: 'etiquettes-qr.pdf',
        }),
      ),
  });
}
