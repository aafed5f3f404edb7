/** The texts of e-mail tracking (ours: the spec does not show them). */
export const emailTrackingMessages = {
  mailNotFound: 'E-mail introuvable',
  attachmentNotFound: 'Pièce jointe introuvable',
  linkNotFound: 'Ce lien n’existe pas ou n’est plus valable.',
} as const;
