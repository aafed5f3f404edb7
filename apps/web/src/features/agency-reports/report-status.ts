import type { AgencyReport } from '@securite/domain/agency-reports/agency-report-schemas';
import { format } from '../../ui/format.ts';

import { texts } from './texts.ts';

/** Where a report's mail stands: « Envoyé le … à 2 destinataires », « En cours d’envoi », « Aucun destinataire ». */
export function sendingStatus(report: AgencyReport): string {
  if (report.sentAt) {
    const count = report.recipients.length;
    return texts.envoyeLeAValue(format.dateTime(report.sentAt), count, count > 1 ? 's' : '');
  }
  if (report.sendCount > 0) return texts.nonEnvoyeLeClient;
  return texts.enCoursDEnvoi;
}
