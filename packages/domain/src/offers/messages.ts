/** The French messages of the offers board (ours: the spec shows none). */
export const offerMessages = {
  notFound: 'Annonce introuvable',
  answerNotFound: 'Réponse introuvable',
  ownOffer: 'Vous ne pouvez pas répondre à une annonce de votre agence.',
  alreadyAnswered: 'Votre agence a déjà répondu à cette annonce.',
  notActive: 'Cette annonce n’est plus active.',
  created: 'Annonce publiée',
  saved: 'Annonce enregistrée',
  answered: 'Réponse envoyée',
  statusChanged: 'Statut de la réponse mis à jour',
} as const;
