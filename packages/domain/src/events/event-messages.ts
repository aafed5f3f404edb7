/** The French texts of the main courante (spec 000 section 8 for the first; the others are ours). */
export const eventMessages = {
  notFound: 'Impossible de trouver la main courante',
  // Ours: the spec does not show these.
  title: 'Main courante',
  messageNotFound: 'Impossible de trouver ce message',
  messageDeleted: 'Ce message a été supprimé',
  notYourMessage: 'Vous ne pouvez modifier que vos propres messages',
  unknownType: "Ce type de main courante n'existe pas : choisissez-en un autre",
  typeRequired: 'Choisissez le type de la main courante',
  descriptionRequired: 'Décrivez ce qui se passe',
  messageRequired: 'Écrivez un message ou joignez une photo',
  contentRequired: 'Le message ne peut pas être vide',
  payloadMismatch: 'Les informations de la main courante sont attendues avec ses messages, et seulement avec eux',
  attachmentInvalid: 'Pièce jointe invalide (image JPEG, PNG, WebP ou PDF attendue)',
  attachmentTooLarge: 'Pièce jointe trop volumineuse',
  tooManyAttachments: 'Au plus 5 pièces jointes par message',
  noSite: "Ce service n'a pas de site : la main courante est impossible",
  otherService: 'Cette main courante appartient à un autre service',
  eventDeleted: 'Cette main courante a été supprimée',
  roundNotFound: 'Cette ronde est introuvable pour ce service',
  roundRequired: 'Le point de contrôle va avec la ronde en cours',
  intact: 'Intègre',
  deleted: 'Supprimé',
  // A message whose author's account is gone.
  unknownAuthor: 'Auteur inconnu',
  unsent: 'non transmis',
  confirmDelete: 'Supprimer ce message ?',
  breakReasons: {
    altered: 'une entrée a été modifiée après son enregistrement',
    removed: 'une entrée a été retirée',
    reordered: 'des entrées ont été déplacées',
  },
} as const;

/** « Rompue à l'entrée 4 (une entrée a été retirée) »: where a site's chain breaks, for staff. */
export function chainBreakText(position: number, reason: keyof typeof eventMessages.breakReasons): string {
  return `Rompue à l'entrée ${position + 1} (${eventMessages.breakReasons[reason]})`;
}
