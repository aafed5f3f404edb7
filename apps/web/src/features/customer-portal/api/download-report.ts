import { customerPath } from '../../../api/client.ts';
import { fetchFile, saveFile } from '../../../api/download-file.ts';

/** GET {agency}/customer/{id}/agency-report/{reportId}/pdf: the intervention report, saved by the browser. */
export async function downloadReport(agencyId: string, customerId: string, reportId: string) {
  saveFile(
    await fetchFile(customerPath(agencyId, customerId, `/agency-report/${encodeURIComponent(reportId)}/pdf`), {
      fallbackName: 'bon-intervention.pdf',
    }),
  );
}
