import type { AgencyReport } from '@securite/domain/agency-reports/agency-report-schemas';
import { format } from '../../ui/format.ts';

/** Where a report's mail stands: « Envoyé le … à 2 destinataires », « En cours d’envoi », « Aucun destinataire ». */
export function sendingStatus(report: AgencyReport): string {
  if (report.sentAt) {
    const count = report.recipients.length;
    return `Envoyé le ${format.dateTime(report.sentAt)} à ${count} destinataire${count > 1 ? 's' : ''}`;
  }
  if (report.sendCount > 0) return 'Non envoyé : le client n’a aucune adresse e-mail';
  return 'En cours d’envoi';
}
