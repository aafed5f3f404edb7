import { type AgentRequestStatus, agentRequestStatusLabels } from '@securite/domain/agent-requests/status';
import { escapeHtml } from '../../mail/html.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** The e-mail telling an agent their request changed state, in French. */
export function agentRequestStatusMail(input: {
  to: string;
  agencyId: string;
  agencyName: string;
  firstname: string;
  subject: string;
  status: AgentRequestStatus;
}): MailMessage {
  const label = agentRequestStatusLabels[input.status];
  const greeting = input.firstname.trim() ? `Bonjour ${input.firstname.trim()},` : 'Bonjour,';
  const line = `Votre demande « ${input.subject} » est désormais : ${label}.`;
  const more = 'Retrouvez le détail dans la rubrique Demandes de votre espace.';
  const signature = input.agencyName;
  const text = [greeting, '', line, more, '', `— ${signature}`].join('\n');
  const html = `<!doctype html>
<html lang="fr"><body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(line)}<br>${escapeHtml(more)}</p>
<p>— ${escapeHtml(signature)}</p>
</body></html>`;
  return { to: input.to, agencyId: input.agencyId, kind: 'request', subject: `Votre demande : ${label}`, text, html };
}
