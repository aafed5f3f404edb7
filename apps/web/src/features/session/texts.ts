/** The French texts of features/session (ARCHITECTURE.md, « Les textes » : one place per feature, checked by npm run lint). */
export const texts = {
  securitePlateforme: 'Sécurité Plateforme',
  connexion: 'Connexion',
  adresseEMail: 'Adresse e-mail',
  seConnecter: 'Se connecter',
  motDePasseOublie: 'Mot de passe oublié ?',
  motDePasseOublie2: 'Mot de passe oublié',
  retourALaConnexion: 'Retour à la connexion',
  saisissezLAdresseE:
    'Saisissez l’adresse e-mail de votre compte : vous recevrez un lien pour choisir un nouveau mot de passe.',
  envoyerLeLien: 'Envoyer le lien',
  nouveauMotDePasse: 'Nouveau mot de passe',
  reinitialisationDuMotDe: 'Réinitialisation du mot de passe',
  confirmationDuMotDe: 'Confirmation du mot de passe',
  modifierLeMotDe: 'Modifier le mot de passe',
} as const;
