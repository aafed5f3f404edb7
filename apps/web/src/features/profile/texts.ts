/** The French texts of features/profile (ARCHITECTURE.md, « Les textes » : one place per feature, checked by npm run lint). */
export const texts = {
  informationsPersonnelles: 'Informations personnelles',
  prenom: 'Prénom',
  nom: 'Nom',
  telephone: 'Téléphone',
  ouvrirLApplicationSur: 'Ouvrir l’application sur la prise de service',
  auLieuDuTableau: 'Au lieu du tableau de bord, l’accueil affiche la page terrain « Prise de service ».',
  enregistrer: 'Enregistrer',
  changerLeMotDe: 'Changer le mot de passe',
  motDePasseActuel: 'Mot de passe actuel',
  nouveauMotDePasse: 'Nouveau mot de passe',
  confirmationDuMotDe: 'Confirmation du mot de passe',
  monProfil: 'Mon profil',
  adresseEMail: 'Adresse e-mail :',
  mesAcces: 'Mes accès',
  notifications: 'Notifications',
} as const;
