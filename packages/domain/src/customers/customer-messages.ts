/** The French texts of customers, their pricing and their requests. Spec quotes are kept to the letter. */
export const customerMessages = {
  // spec 001 section 5
  noChange: 'Aucun changement à enregistrer',
  customerNotFound: 'Client introuvable',
  zeroCoefficient:
    'Attention : un coefficient de majoration à 0 équivaut à ne pas facturer la prestation. Mettre 1 en valeur pour ne pas appliquer de majoration.',
  // ours (spec: not shown)
  prospectToCustomerConfirm: (name: string) =>
    `Transformer le prospect « ${name} » en client ? Il ne sera plus marqué comme prospect.`,
  permanentDeleteRefused: (what: string) =>
    `Ce client ne peut pas être supprimé définitivement : il a ${what}. Archivez-le plutôt.`,
  duplicateSpecialtyPricing: 'Une seule grille tarifaire par spécialité.',
  duplicateContactEmail: 'Deux contacts ne peuvent pas avoir la même adresse e-mail.',
  contactNotFound: 'Contact introuvable',
  logoNotFound: 'Logo introuvable',
  requestNotFound: 'Demande introuvable',
  requestStatusUnchanged: (label: string) => `La demande est déjà « ${label} ».`,
  requestCustomerRequired: 'Choisissez le client de la demande.',
  archived: 'Client archivé',
  restored: 'Client désarchivé',
  deleted: 'Client supprimé définitivement',
  created: 'Client créé',
  updated: 'Client modifié',
} as const;
