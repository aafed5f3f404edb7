/** French texts of the subscriptions (spec 001 section 8 where quoted; the others are ours). */
export const subscriptionMessages = {
  // spec 001 section 8
  orderFailed: "Une erreur c'est produite pendant la souscription, la commande n'a pas été validé",
  notCompleted: "L'abonnement demandé n'a pas pu aboutir",
  success: 'Votre abonnement à bien été validé',
  // ours
  offerNotFound: 'Offre introuvable.',
  offerNotActive: 'Cette offre n’est plus proposée.',
  offerNotPlan: 'Choisissez une offre d’abonnement.',
  noSubscription: 'Votre agence n’a pas encore d’abonnement : choisissez une offre.',
  subscriptionCancelled: 'Votre abonnement est résilié : il prend fin à la date indiquée.',
  alreadyCancelled: 'Cet abonnement est déjà résilié.',
  priceTooHigh: 'Le prix ne peut pas dépasser 1 000 000 €',
  reasonRequired: 'Choisissez un motif de résiliation',
  planSaved: 'Vos options d’abonnement ont été enregistrées',
  lockedForPaymentTitle: 'L’accès à votre agence est suspendu pour défaut de paiement',
  lockedForPaymentBody: (agency: string) =>
    `Un paiement de l’agence ${agency} reste impayé après le délai de grâce. Réglez vos factures dans « Mes factures » pour retrouver l’accès.`,
  lockedForEndTitle: 'L’abonnement de votre agence a pris fin',
  lockedForEndBody: (agency: string) =>
    `L’abonnement de l’agence ${agency} est arrivé à son terme. Choisissez une offre pour retrouver l’accès.`,
  unlockedAfterPaymentBody: (agency: string) =>
    `Votre paiement a été reçu : l’agence ${agency} a de nouveau accès à toutes ses fonctionnalités.`,
  paymentFailedTitle: 'Un paiement de votre abonnement a échoué',
  paymentFailedBody: (agency: string, days: number) =>
    `Le dernier paiement de l’agence ${agency} n’a pas abouti. Sans règlement sous ${days} jour${days > 1 ? 's' : ''}, l’accès à l’agence sera suspendu.`,
} as const;
