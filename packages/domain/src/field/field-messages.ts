/** The French texts of field mode (spec 000 sections 4, 5 and 8), quoted as the spec writes them. */
export const fieldMessages = {
  serviceEnded: 'Le service est terminé',
  serviceActive: 'Un service est actif',
  onBreak: 'Vous êtes en pause.',
  onBreakCaption: 'Vous devez terminer votre pause pour pouvoir continuer.',
  notSynced: 'Le service doit être synchronisé avec le serveur',
  unsent: "Certains éléments concernant le service n'ont pas été transmis au serveur.",
  unsentCaption: "Assurez-vous d'être connecté à internet pour pouvoir continuer.",
  voucherRequired: "La signature d'un bon est obligatoire",
  roundsNotDone: 'Il faut terminer toutes les rondes avant de terminer le service, terminer le service quand même ?',
  noLocation: 'La localisation GPS est impossible.',
  startBreak: 'Démarrer une pause ?',
  endBreak: 'Mettre fin à la pause ?',
  // Ours: the spec does not show these.
  serviceNotFound: 'Service introuvable',
  notStarted: "Le service n'a pas encore commencé",
  noBreak: 'Aucune pause en cours',
  siteNotFound: 'Site introuvable',
  unknownActivityType: "Ce type d'activité n'existe plus : choisissez-en un autre",
  endBeforeStart: 'La fin prévue doit être après le début',
  slotTaken: 'Un autre de vos services est prévu sur ce créneau : choisissez une fin plus tôt',
  endPhotoRequired: 'Une photo est obligatoire pour terminer le service',
} as const;
