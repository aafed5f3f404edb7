import type { ExpirationRow } from '@securite/domain/agents/expiration-schemas';
import { messages } from '@securite/domain/errors/messages';
import { type CalendarDay, formatDay } from '@securite/domain/time/calendar-day';
import { escapeHtml } from '../../mail/html.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** One line of the digest: who, what, and when it expired or expires. */
export function digestLine(row: ExpirationRow): string {
  const what = row.number ? `${row.label} n° ${row.number}` : row.label;
  const when =
    row.status === 'expired'
      ? `expiré le ${formatDay(row.expiresAt)}`
      : `expire le ${formatDay(row.expiresAt)} (dans ${row.daysLeft} jour${row.daysLeft > 1 ? 's' : ''})`;
  return `${row.agentFullname} : ${what}, ${when}`;
}

/** The daily e-mail to an agency listing the CNAPS cards and certificates expired or expiring soon. */
export function expirationsDigestMail(input: {
  to: string;
  agencyId: string;
  agencyName: string;
  today: CalendarDay;
  rows: ExpirationRow[];
  link: string;
}): MailMessage {
  const expired = input.rows.filter((r) => r.status === 'expired');
  const soon = input.rows.filter((r) => r.status === 'expiresSoon');
  const summary = messages.expirationsDigestBody(expired.length, soon.length);
  const reminder =
    'Un collaborateur dont la carte professionnelle a expiré ne peut pas être affecté ; son renouvellement se demande au moins 3 mois avant l’échéance.';
  const section = (title: string, rows: ExpirationRow[]) =>
    rows.length ? [title, ...rows.map((r) => `- ${digestLine(r)}`), ''] : [];
  const text = [
    'Bonjour,',
    '',
    `${input.agencyName}, au ${formatDay(input.today)} : ${summary}`,
    '',
    ...section('Expirés :', expired),
    ...section('Bientôt expirés :', soon),
    reminder,
    '',
    `Voir les échéances : ${input.link}`,
    '',
    '— L’équipe Sécurité Plateforme',
  ].join('\n');
  const list = (title: string, rows: ExpirationRow[]) =>
    rows.length
      ? `<h3 style="margin: 16px 0 4px">${escapeHtml(title)}</h3><ul>${rows.map((r) => `<li>${escapeHtml(digestLine(r))}</li>`).join('')}</ul>`
      : '';
  const html = `<!doctype html>
<html lang="fr"><body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
<p>Bonjour,</p>
<p>${escapeHtml(`${input.agencyName}, au ${formatDay(input.today)} : ${summary}`)}</p>
${list('Expirés', expired)}
${list('Bientôt expirés', soon)}
<p style="font-size: 13px; color: #555">${escapeHtml(reminder)}</p>
<p><a href="${escapeHtml(input.link)}">Voir les échéances</a></p>
<p>— L’équipe Sécurité Plateforme</p>
</body></html>`;
  return {
    to: input.to,
    subject: `${messages.expirationsDigestTitle} — ${input.agencyName}`,
    text,
    html,
    agencyId: input.agencyId,
    kind: 'expiration',
  };
}
