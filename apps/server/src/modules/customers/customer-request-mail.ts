import {
  type CustomerRequestStatus,
  customerRequestStatusLabels,
} from '@securite/domain/customers/customer-request-schemas';
import { escapeHtml } from '../../mail/html.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** The e-mail telling a customer its request changed state, in French. */
export function customerRequestStatusMail(input: {
  to: string;
  agencyId: string;
  agencyName: string;
  customerName: string;
  subject: string;
  status: CustomerRequestStatus;
}): MailMessage {
  const label = customerRequestStatusLabels[input.status];
  const greeting = 'Bonjour,';
  const line = `Votre demande « ${input.subject} » (${input.customerName}) est désormais : ${label}.`;
  const more = 'Retrouvez le détail dans la rubrique Demandes de votre espace client.';
  const text = [greeting, '', line, more, '', `— ${input.agencyName}`].join('\n');
  const html = `<!doctype html>
<html lang="fr"><body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(line)}<br>${escapeHtml(more)}</p>
<p>— ${escapeHtml(input.agencyName)}</p>
</body></html>`;
  return { to: input.to, agencyId: input.agencyId, kind: 'request', subject: `Votre demande : ${label}`, text, html };
}
