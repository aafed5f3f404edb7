import { formatDay } from '@securite/domain/time/calendar-day';
import { escapeHtml } from '../../mail/html.ts';
import type { MailAttachment, MailMessage } from '../../mail/mailer.ts';
import type { ExportRow } from './load-planning-export.ts';
import { formatHours, shortDay } from './pdf-frame.ts';

/** The e-mail that carries an agent's planning: the services in the text for a phone, the PDF attached. */
export function planningMail(input: {
  to: string;
  agencyId: string;
  agencyName: string;
  firstname: string;
  /** "semaine du 14/12/2026" or "décembre 2026". */
  periodLabel: string;
  row: ExportRow | undefined;
  attachment: MailAttachment;
  /** The agency's own words under the summary (params/email). */
  message?: string | null;
}): MailMessage {
  const lines = input.row?.lines ?? [];
  const hours = input.row?.hours ?? 0;
  const greeting = input.firstname.trim() ? `Bonjour ${input.firstname.trim()},` : 'Bonjour,';
  const period = input.periodLabel.startsWith('semaine')
    ? `la ${input.periodLabel}`
    : `le mois de ${input.periodLabel}`;
  const intro = `Voici votre planning pour ${period}.`;
  const summary = lines.length
    ? `${lines.length} service(s) planifié(s), ${formatHours(hours)} au total. Le détail est en pièce jointe (PDF).`
    : 'Aucun service ne vous est attribué sur cette période.';
  const items = lines.map(
    (line) =>
      `${shortDay(line.day).split(' ')[0]} ${formatDay(line.day)} : ${line.start} → ${line.end}, ${line.siteName}${line.postTitle ? ` (${line.postTitle})` : ''}`,
  );
  const message = input.message?.trim() ? ['', input.message.trim()] : [];
  const text = [
    greeting,
    '',
    intro,
    summary,
    ...message,
    '',
    ...items.map((item) => `- ${item}`),
    '',
    `— ${input.agencyName}`,
  ]
    .filter((part, i, all) => !(part === '' && all[i - 1] === ''))
    .join('\n');
  const list = items.length ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';
  const html = `<!doctype html>
<html lang="fr"><body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}<br>${escapeHtml(summary)}</p>
${message.length ? `<p style="white-space: pre-line">${escapeHtml(message[1])}</p>` : ''}
${list}
<p>— ${escapeHtml(input.agencyName)}</p>
</body></html>`;
  return {
    to: input.to,
    agencyId: input.agencyId,
    kind: 'planning',
    subject: `Votre planning — ${input.periodLabel}`,
    text,
    html,
    attachments: [input.attachment],
  };
}
