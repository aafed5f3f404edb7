import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import { SIGNATURE_LINK_DAYS, signaturePath } from '@securite/domain/contracts/signature-link';
import { escapeHtml } from '../../mail/html.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** The link of the signature page on the public address (the web app's hash route). */
export const signatureLink = (publicUrl: string, kind: ContractKind, id: string, token: string) =>
  `${publicUrl}/#${signaturePath(kind, id, token)}`;

/** The e-mail asking the signer to sign, in French, as plain text and simple HTML with the same link. */
export function signatureRequestMail(input: {
  to: string;
  agencyId: string;
  agencyName: string;
  signerName: string | null;
  title: string;
  link: string;
}): MailMessage {
  const greeting = input.signerName?.trim() ? `Bonjour ${input.signerName.trim()},` : 'Bonjour,';
  const intro = `${input.agencyName} vous invite à lire et signer électroniquement le contrat « ${input.title} ».`;
  const action = `Ouvrez ce lien pour lire le contrat et le signer (valable ${SIGNATURE_LINK_DAYS} jours, utilisable une seule fois) :`;
  const note = 'Aucun compte n’est nécessaire. Si vous n’attendiez pas ce contrat, ignorez cet e-mail.';
  const text = [greeting, '', intro, action, input.link, '', note, '', `— ${input.agencyName}`].join('\n');
  const link = escapeHtml(input.link);
  const html = `<!doctype html>
<html lang="fr"><body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}<br>${escapeHtml(action)}</p>
<p><a href="${link}" style="display: inline-block; padding: 10px 18px; background: #1565c0; color: #fff; text-decoration: none; border-radius: 4px">Lire et signer le contrat</a></p>
<p style="font-size: 13px; color: #555">Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :<br><a href="${link}">${link}</a></p>
<p style="font-size: 13px; color: #555">${escapeHtml(note)}</p>
<p>— ${escapeHtml(input.agencyName)}</p>
</body></html>`;
  return {
    to: input.to,
    agencyId: input.agencyId,
    kind: 'contract',
    subject: `Contrat à signer : ${input.title} — ${input.agencyName}`,
    text,
    html,
  };
}
