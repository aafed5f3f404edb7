import { messages } from '@securite/domain/errors/messages';
import { escapeHtml } from '../../mail/html.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** The invitation e-mail of a new account, in French: the link leads to the page where the password is chosen. */
export function invitationMail(input: {
  to: string;
  firstname: string;
  agencyName: string;
  link: string;
  validDays: number;
  agencyId?: string | null;
}): MailMessage {
  const greeting = input.firstname.trim() ? `Bonjour ${input.firstname.trim()},` : 'Bonjour,';
  const intro = `${input.agencyName} vous a créé un compte sur Sécurité Plateforme, pour consulter votre planning, prendre vos services et échanger avec l’agence.`;
  const action = `Pour l’activer, choisissez votre mot de passe en ouvrant ce lien (valable ${input.validDays} jours, utilisable une seule fois) :`;
  const login = `Vous vous connecterez ensuite avec votre adresse e-mail : ${input.to}`;
  const ignore =
    'Si vous ne connaissez pas cette agence, ignorez cet e-mail : aucun compte ne sera utilisable sans ce lien.';
  const signature = 'L’équipe Sécurité Plateforme';
  const text = [greeting, '', intro, action, input.link, '', login, '', ignore, '', `— ${signature}`].join('\n');
  const link = escapeHtml(input.link);
  const html = `<!doctype html>
<html lang="fr"><body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}<br>${escapeHtml(action)}</p>
<p><a href="${link}" style="display: inline-block; padding: 10px 18px; background: #1565c0; color: #fff; text-decoration: none; border-radius: 4px">Choisir mon mot de passe</a></p>
<p style="font-size: 13px; color: #555">Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :<br><a href="${link}">${link}</a></p>
<p>${escapeHtml(login)}</p>
<p style="font-size: 13px; color: #555">${escapeHtml(ignore)}</p>
<p>— ${escapeHtml(signature)}</p>
</body></html>`;
  return {
    to: input.to,
    subject: messages.agentInvitationSubject(input.agencyName),
    text,
    html,
    agencyId: input.agencyId ?? null,
    kind: 'account',
  };
}
