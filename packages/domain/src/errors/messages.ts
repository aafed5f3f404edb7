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
  tooManyAttemptsFromAddress: (seconds: number) =>
    `Trop de tentatives de connexion depuis votre adresse réseau. Réessayez dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`,
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
  agencyLockedTitle: 'L’accès à votre agence a été suspendu',
  agencyLockedBody: (agency: string) =>
    `L’équipe de la plateforme a verrouillé l’agence ${agency} : ses comptes n’ont plus accès qu’au tableau de bord et aux pages d’abonnement. Contactez le support pour régulariser la situation.`,
  agencyUnlockedTitle: 'L’accès à votre agence est rétabli',
  agencyUnlockedBody: (agency: string) =>
    `L’équipe de la plateforme a déverrouillé l’agence ${agency} : toutes ses fonctionnalités sont de nouveau accessibles.`,
  agencySubscriptionEndTitle: 'La date de fin d’abonnement de votre agence a changé',
  agencySubscriptionEndBody: (agency: string, date: string | null) =>
    date
      ? `L’abonnement de l’agence ${agency} est désormais valable jusqu’au ${date}.`
      : `L’abonnement de l’agence ${agency} n’a plus de date de fin.`,
  agencyLocked: (agency: string) => `L’agence ${agency} est verrouillée.`,
  agencyUnlocked: (agency: string) => `L’agence ${agency} est déverrouillée.`,
  // sites, unavailabilities, agent requests, information notes, agency field settings
  reverseGeocodingEmpty: 'Impossible de localiser la ville.',
  siteNotFound: 'Site introuvable.',
  siteInstructionNotFound: 'Consigne introuvable.',
  siteItemNotFound: 'Matériel introuvable sur ce site.',
  siteIdMismatch: 'L’identifiant du site ne correspond pas à l’adresse appelée.',
  unavailabilityNotFound: 'Indisponibilité introuvable.',
  unavailabilityTypeNotFound: 'Type d’indisponibilité introuvable.',
  duplicateUnavailabilityType: (label: string) => `Le type d’indisponibilité « ${label} » existe déjà.`,
  requestTypeNotFound: 'Type de demande introuvable.',
  duplicateRequestType: (label: string) => `Le type de demande « ${label} » existe déjà.`,
  agentRequestNotFound: 'Demande introuvable.',
  agentRequestStatusUnchanged: (status: string) => `La demande est déjà « ${status} ».`,
  agentRequestStatusRefused: (from: string, to: string) => `Une demande « ${from} » ne peut pas passer à « ${to} ».`,
  agentRequestNotDeletable: 'Vous ne pouvez supprimer une demande que tant qu’elle est en attente.',
  informationNoteNotFound: 'Note d’information introuvable.',
  duplicateEventTypeLabel: (label: string) => `Le type d’événement « ${label} » apparaît plusieurs fois.`,
  duplicateEventTypeKey: (key: string) => `La clé « ${key} » est utilisée par plusieurs types d’événement.`,
  ptiFrequencyMinimum: 'La fréquence minimale est de 5 minutes',
  // agents (spec 000 section 8; the rest is ours)
  agentAnomalies: 'Des anomalies ont été détectées, voulez-vous modifier votre saisie ?',
  agentPackTitle: 'Plus de fiches collaborateurs',
  agentAccountsExhausted:
    'Il ne reste plus de fiches collaborateurs disponibles pour activer ce compte. Achetez des fiches pour continuer.',
  agentEmailRequiredToActivate: 'Une adresse e-mail est nécessaire pour activer le compte du collaborateur.',
  agentEmailRequiredForAccount: 'Ce collaborateur a un compte : son adresse e-mail ne peut pas être effacée.',
  agentEmailSharedAccount:
    'Ce collaborateur utilise son compte dans une autre agence : son adresse e-mail ne peut pas être modifiée ici.',
  agentActivateAndDeactivate: 'Un compte ne peut pas être activé et désactivé en même temps.',
  agentDisconnected: 'Le collaborateur a été déconnecté de tous ses appareils.',
  agentArchived: 'La fiche du collaborateur a été archivée.',
  agentDeleted: 'La fiche du collaborateur a été supprimée définitivement.',
  agentDeleteReferenced:
    'Cette fiche est utilisée ailleurs (planning, demandes, documents…) : elle ne peut pas être supprimée définitivement. Archivez-la pour la masquer en gardant son historique.',
  agentItemsMismatch: 'Les éléments envoyés ne correspondent pas à ce collaborateur.',
  agentBadgeNoNumber: 'Ce collaborateur n’a pas encore de numéro individuel.',
  agentInvitationSubject: (agency: string) => `Invitation à rejoindre ${agency} sur Sécurité Plateforme`,
  expirationsDigestTitle: 'Documents de collaborateurs à renouveler',
  expirationsDigestBody: (expired: number, soon: number) =>
    `${expired} document${expired > 1 ? 's' : ''} expiré${expired > 1 ? 's' : ''} et ${soon} bientôt expiré${soon > 1 ? 's' : ''} (cartes professionnelles CNAPS et certificats).`,
  invalidDate: 'Date invalide',
  // files: uploads, agent photos and documents (ours)
  fileMissing: 'Aucun fichier reçu. Choisissez un fichier à envoyer.',
  fileEmpty: 'Le fichier est vide.',
  fileTypeRefused: (accepted: string) => `Ce format de fichier n’est pas accepté : choisissez ${accepted}.`,
  fileNotFound: 'Fichier introuvable.',
  fileUnavailable: 'Le contenu de ce fichier n’est plus disponible.',
  fileWrongPurpose: 'Ce fichier n’a pas été envoyé pour cet usage.',
  fileAlreadyAttached: 'Ce fichier est déjà rattaché à une fiche.',
  agentDocumentNotFound: 'Document introuvable.',
  agentDocumentDeleted: 'Le document a été supprimé.',
} as const;

/** The permission message of spec 001 section 5, for a right's French label. */
export function missingRightMessage(label: string): string {
  return `Vous ne bénéficiez pas de l'autorisation "${label}".`;
}
