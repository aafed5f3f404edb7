/** French texts of payments (spec 001 section 8 where quoted, to the letter; the others are ours). */
export const paymentMessages = {
  // spec 001 section 8
  defaultAlready: 'Ce moyen de paiement est déjà utilisé par défaut.',
  defaultNotDeletable: 'Vous ne pouvez pas supprimer votre moyen de paiement par défaut.',
  noStripeCustomer: 'Aucun client Stripe trouvé',
  addressRequired: 'Une adresse est requise',
  agencyLocationMissing: "Informations sur la localisation de l'agence manquante",
  stripeCustomerFailed: "Une erreur c'est produite pendant la création du client Stripe",
  // ours
  methodNotFound: 'Moyen de paiement introuvable.',
  methodDeleted: 'Le moyen de paiement a été supprimé.',
  methodDefaultSet: 'Ce moyen de paiement est désormais utilisé par défaut.',
  stripeNotConfigured:
    'Le paiement par carte n’est pas activé sur cette plateforme : réglez par virement bancaire avec la référence de la facture.',
  providerUnavailable: 'Le service de paiement ne répond pas. Réessayez dans quelques instants.',
  providerRefused: (detail: string) => `Le service de paiement a refusé l’opération : ${detail}`,
  sepaHidden: 'Le prélèvement SEPA n’est pas proposé pour le moment.',
  webhookSignature: 'Signature du webhook invalide.',
  paymentNotFound: 'Paiement introuvable.',
  transferInstructions: (reference: string) =>
    `Réglez par virement bancaire en indiquant la référence ${reference}. L’accès est rétabli dès réception du paiement.`,
  paymentLinkSent: 'Le lien de paiement a été envoyé par e-mail à l’agence.',
  paymentsFixed: (n: number) =>
    n === 0 ? 'Aucun paiement à corriger.' : `${n} paiement${n > 1 ? 's' : ''} corrigé${n > 1 ? 's' : ''}.`,
  paymentLinkMailSubject: (agency: string) => `Votre commande pour ${agency} : lien de paiement`,
} as const;
