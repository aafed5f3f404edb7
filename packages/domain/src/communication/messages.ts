/** French texts of the platform's communication (sponsorship, news, useful documents, tutorials, links). */
export const communicationMessages = {
  // Spec 001 sections 5 and 8: the sponsorship configuration.
  sponsorTitleRequired: 'Le titre est requis',
  sponsorTitleTooLong: 'Le titre ne peut pas dépasser 255 caractères',
  sponsorDescriptionRequired: 'La description est requise',
  sponsorDescriptionTooLong: 'La description ne peut pas dépasser 10000 caractères',
  sponsorLoadFailed: 'Impossible de charger la configuration',
  sponsorSaveFailed: 'Erreur lors de la sauvegarde',
  sponsorDeleteFailed: 'Erreur lors de la suppression',
  sponsorNotFound: 'Aucune configuration de parrainage.',
  sponsorSaved: 'Vos modifications ont été enregistrées avec succès',
  sponsorDeleted: 'La configuration de parrainage a été supprimée.',
  // ours
  announcementNotFound: 'Annonce introuvable.',
  usefulDocumentNotFound: 'Document introuvable.',
  tutorialNotFound: 'Tutoriel introuvable.',
  invalidUrl: 'Adresse web invalide (https://…)',
  fileMissing: 'Choisissez un fichier.',
  fileEmpty: 'Le fichier est vide.',
  usefulDocumentFormats: 'un PDF ou une image JPEG, PNG ou WebP',
} as const;
