import { resetPasswordPath } from '@securite/domain/session/paths';
import { escapeHtml } from '../../mail/html.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** The link of a reset mail: the web app's hash route, on the public address. */
export const resetPasswordLink = (publicUrl: string, token: string) => `${publicUrl}/#${resetPasswordPath(token)}`;

/** The password reset e-mail, in French, as plain text and simple HTML carrying the same link. */
export function passwordResetMail(input: { to: string; firstname: string; link: string }): MailMessage {
  const greeting = input.firstname.trim() ? `Bonjour ${input.firstname.trim()},` : 'Bonjour,';
  const intro = 'Vous avez demandé à réinitialiser le mot de passe de votre compte Sécurité Plateforme.';
  const action = 'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure, utilisable une seule fois) :';
  const ignore =
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.';
  const signature = 'L’équipe Sécurité Plateforme';
  const text = [greeting, '', intro, action, input.link, '', ignore, '', `— ${signature}`].join('\n');
  const link = escapeHtml(input.link);
  const html = `<!doctype html>
<html lang="fr"><body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}<br>${escapeHtml(action)}</p>
<p><a href="${link}" style="display: inline-block; padding: 10px 18px; background: #1565c0; color: #fff; text-decoration: none; border-radius: 4px">Choisir un nouveau mot de passe</a></p>
<p style="font-size: 13px; color: #555">Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :<br><a href="${link}">${link}</a></p>
<p style="font-size: 13px; color: #555">${escapeHtml(ignore)}</p>
<p>— ${escapeHtml(signature)}</p>
</body></html>`;
  return { to: input.to, kind: 'account', subject: 'Réinitialisation de votre mot de passe', text, html };
}
