import { escapeHtml } from '../../mail/html.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** The invitation of a new agency's owner (gérant): the link leads to the page where the password is chosen. */
export function ownerInvitationMail(input: {
  to: string;
  firstname: string;
  agencyId: string;
  agencyName: string;
  link: string;
  validDays: number;
}): MailMessage {
  return invitation(input, {
    intro: `L’agence ${input.agencyName} est ouverte sur Sécurité Plateforme et vous en êtes le gérant : planning, collaborateurs, clients, facturation.`,
    agencyId: input.agencyId,
  });
}

/** The invitation of a new member of the platform's support team. */
export function supportInvitationMail(input: { to: string; firstname: string; link: string; validDays: number }) {
  return invitation(input, {
    intro:
      'Un compte support vous a été ouvert sur Sécurité Plateforme : vous pourrez consulter les agences et vous connecter à la place d’un utilisateur pour l’assister.',
    agencyId: null,
  });
}

function invitation(
  input: { to: string; firstname: string; link: string; validDays: number },
  options: { intro: string; agencyId: string | null },
): MailMessage {
  const greeting = input.firstname.trim() ? `Bonjour ${input.firstname.trim()},` : 'Bonjour,';
  const action = `Pour activer votre compte, choisissez votre mot de passe en ouvrant ce lien (valable ${input.validDays} jours, utilisable une seule fois) :`;
  const login = `Vous vous connecterez ensuite avec votre adresse e-mail : ${input.to}`;
  const text = [greeting, '', options.intro, action, input.link, '', login, '', '— L’équipe Sécurité Plateforme'].join(
    '\n',
  );
  const link = escapeHtml(input.link);
  const html = `<!doctype html>
<html lang="fr"><body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(options.intro)}<br>${escapeHtml(action)}</p>
<p><a href="${link}" style="display: inline-block; padding: 10px 18px; background: #1565c0; color: #fff; text-decoration: none; border-radius: 4px">Choisir mon mot de passe</a></p>
<p style="font-size: 13px; color: #555">Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :<br><a href="${link}">${link}</a></p>
<p>${escapeHtml(login)}</p>
<p>— L’équipe Sécurité Plateforme</p>
</body></html>`;
  return {
    to: input.to,
    subject: 'Votre compte Sécurité Plateforme',
    text,
    html,
    agencyId: options.agencyId,
    kind: 'account',
  };
}
