import { escapeHtml, linkifyText } from '../../mail/html.ts';
import type { OutboxAttachment, OutboxMail } from './find-outbox-mails.ts';

const statusLabels: Record<OutboxMail['status'], string> = {
  queued: 'En attente d’envoi',
  sent: 'Envoyé (SMTP)',
  stored: 'Conservé (pas de SMTP)',
  failed: 'Échec',
};

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Paris',
});

const style = `body{font-family:system-ui,Arial,sans-serif;margin:24px;color:#222}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 10px;border-bottom:1px solid #ddd}
th{background:#f4f4f4}a{color:#1565c0}.failed{color:#b71c1c}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}
dt{font-weight:bold}iframe{width:100%;height:480px;border:1px solid #ccc}pre{white-space:pre-wrap;background:#f8f8f8;padding:12px}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body>${body}</body></html>`;
}

const viewerNote =
  '<p>Outil de développement : aucun serveur SMTP n’est configuré (SMTP_URL), les e-mails restent ici.</p>';

/** The outbox as a table, newest first, each line opening the mail. */
export function renderMailList(mails: OutboxMail[]): string {
  const rows = mails
    .map(
      (mail) => `<tr>
<td>${escapeHtml(dateFormat.format(mail.createdAt))}</td>
<td>${escapeHtml(mail.to)}</td>
<td><a href="/api/dev/mails/${mail.id}">${escapeHtml(mail.subject)}</a></td>
<td class="${mail.status}">${escapeHtml(statusLabels[mail.status])}</td>
</tr>`,
    )
    .join('\n');
  const table = mails.length
    ? `<table><thead><tr><th>Date</th><th>Destinataire</th><th>Objet</th><th>État</th></tr></thead>
<tbody>${rows}</tbody></table>`
    : '<p>Aucun e-mail pour l’instant.</p>';
  return page('E-mails envoyés', `<h1>E-mails envoyés</h1>${viewerNote}${table}`);
}

/** One mail: its headers, the HTML body in a sandboxed frame (no scripts), and the text with clickable links. */
export function renderMailPage(mail: OutboxMail, attachments: OutboxAttachment[] = []): string {
  // Links inside the frame open in a new tab rather than inside the small frame.
  const frame = mail.html
    ? `<h2>Version HTML</h2><iframe title="Contenu HTML de l’e-mail" sandbox="allow-popups allow-popups-to-escape-sandbox"
 srcdoc="${escapeHtml(`<base target="_blank">${mail.html}`)}"></iframe>`
    : '';
  const error = mail.error ? `<dt>Erreur</dt><dd class="failed">${escapeHtml(mail.error)}</dd>` : '';
  const files = attachments
    .map(
      (file) =>
        `<li><a href="/api/dev/mails/${mail.id}/attachments/${file.id}">${escapeHtml(file.filename)}</a> (${Math.ceil(file.size / 1024)} Ko)</li>`,
    )
    .join('');
  const attached = files ? `<dt>Pièces jointes</dt><dd><ul>${files}</ul></dd>` : '';
  const body = `<p><a href="/api/dev/mails">← Tous les e-mails</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<dl><dt>Destinataire</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Date</dt><dd>${escapeHtml(dateFormat.format(mail.createdAt))}</dd>
<dt>État</dt><dd>${escapeHtml(statusLabels[mail.status])}</dd>${error}${attached}</dl>
${frame}<h2>Version texte</h2><pre>${linkifyText(mail.text)}</pre>`;
  return page(mail.subject, body);
}

export function renderMailNotFound(): string {
  return page(
    'E-mail introuvable',
    '<p><a href="/api/dev/mails">← Tous les e-mails</a></p><h1>E-mail introuvable</h1>',
  );
}
