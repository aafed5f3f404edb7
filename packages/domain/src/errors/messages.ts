/** The French texts of the product, shown to the letter. Spec quotes are kept exactly as written. */
export const messages = {
  // spec 000 section 8 and spec 001 section 8
  serviceEnded: 'Le service est terminé',
  serviceActive: 'Un service est actif',
  noToken: 'Vous devez vous reconnecter',
  refreshFailed: 'Échec du rafraîchissement du token...',
  reauthenticate: 'Veuillez ré-authentifier',
  noChange: 'Aucun changement à enregistrer',
  agentNotFound: 'Collaborateur introuvable',
  customerNotFound: 'Client introuvable',
  agentQuotaReached: 'Vous avez atteint votre quota de fiches collaborateurs',
  moderationPending: 'Votre compte est en attente de modération.',
  fileCannotOpen: "Impossible d'ouvrir le fichier",
  payloadTooLarge: 'Erreur: fichiers volumineux',
  payloadTooLargeCaption: 'La taille totale des fichiers envoyés dépasse la limite autorisée.',
  dialogLoadFailure:
    'Une erreur est survenue pendant le chargement de la fenêtre. Veuillez vérifier votre connexion internet.',
  saved: 'Vos modifications ont été enregistrées avec succès',
  emailsSent: 'Email(s) bien envoyé(s)',
  genericError: 'Une erreur est survenue',
  settingsUnavailable: "Impossible d'accéder aux paramètres",
  // ours (spec: not shown)
  invalidCredentials: 'Identifiant ou mot de passe incorrect.',
  tooManyAttempts: (seconds: number) =>
    `Trop de tentatives de connexion pour ce compte. Réessayez dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`,
  tokenExpired: 'Votre session a expiré.',
  tokenInvalid: 'Votre session n’est plus valide.',
  refreshInvalid: 'Votre session a expiré, veuillez vous reconnecter.',
  notFound: 'Élément introuvable.',
  routeNotFound: 'Cette adresse n’existe pas.',
  forbidden: 'Vous n’avez pas accès à cette fonctionnalité.',
  subscriptionInvalid: 'L’abonnement de votre agence n’est plus valide. Contactez votre gérant ou le support.',
  fakeDataWrite: 'Les données de démonstration ne peuvent pas être modifiées ici.',
  validation: 'Certaines informations sont invalides. Vérifiez le formulaire.',
  badRequest: 'La requête est invalide.',
  conflict: 'Cette opération est en conflit avec une autre modification.',
  idempotencyMismatch: 'Cet identifiant a déjà été utilisé pour un autre envoi.',
  maintenance: 'La plateforme est en maintenance. Merci de réessayer dans quelques minutes.',
  internal: 'Une erreur inattendue est survenue. Réessayez plus tard.',
  networkError: 'Impossible de joindre le serveur. Vérifiez votre connexion internet.',
  resetTokenInvalid: 'Ce lien de réinitialisation est invalide ou a expiré. Faites une nouvelle demande.',
  resetMailSent: 'Si un compte existe pour cette adresse, un e-mail de réinitialisation vient de lui être envoyé.',
  passwordChanged: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
  currentPasswordRequired: 'Saisissez votre mot de passe actuel pour le changer.',
  deviceNotFound: 'Appareil introuvable.',
  metricsDataTooLarge: 'Les données de la mesure sont trop volumineuses.',
  emailTaken: 'Cette adresse e-mail est déjà utilisée.',
  passwordMismatch: 'Les deux mots de passe ne correspondent pas.',
  passwordChangedInProfile: 'Votre mot de passe a été modifié.',
  userNotFound: 'Utilisateur introuvable.',
  agencyNotFound: 'Agence introuvable.',
  impersonationRefused: 'Vous ne pouvez pas vous connecter à la place de ce compte.',
  impersonationNested: 'Quittez d’abord le compte dans lequel vous êtes connecté.',
  supportAccessedAccount: 'Le support a accédé à votre compte',
  supportAccessedAccountBody: (by: string) =>
    `${by}, de l’équipe support, s’est connecté à votre compte pour vous assister.`,
  supportAccessedAgency: 'Le support a accédé à votre agence',
  supportAccessedAgencyBody: (by: string, agency: string) =>
    `${by}, de l’équipe support, consulte l’agence ${agency} pour vous assister.`,
  fakeDataAdded: 'Les données de démonstration ont été ajoutées.',
} as const;

/** The permission message of spec 001 section 5, for a right's French label. */
export function missingRightMessage(label: string): string {
  return `Vous ne bénéficiez pas de l'autorisation "${label}".`;
}
