/** The French messages of stock. The assignment one is the spec's (001 section 5); the others are ours. */
export const stockMessages = {
  assignmentTarget: 'Formulaire invalide, au moins un collaborateur ou un site doit être sélectionné pour assignation',
  referenceNotFound: 'Référence de stock introuvable',
  assignmentNotFound: 'Affectation introuvable',
  siteNotFound: 'Site introuvable',
  agentNotFound: 'Collaborateur introuvable',
  referenceTaken: (reference: string) => `La référence « ${reference} » existe déjà.`,
  notEnough: (title: string, available: number) =>
    `Stock insuffisant pour « ${title} » : ${available} disponible${available > 1 ? 's' : ''}.`,
  quantityBelowAssigned: (assigned: number) =>
    `La quantité ne peut pas être inférieure aux ${assigned} unité${assigned > 1 ? 's' : ''} attribuée${assigned > 1 ? 's' : ''}.`,
  inactive: 'Cette référence est inactive : réactivez-la avant de l’attribuer.',
  alreadyReturned: 'Ce matériel est déjà restitué.',
  returnTooMany: (quantity: number) => `${quantity} unité${quantity > 1 ? 's' : ''} au plus à restituer.`,
  stillAssigned: 'Cette référence est encore attribuée : faites restituer le matériel avant de la supprimer.',
  restitutionRange: 'La fin de la période de restitution doit suivre son début.',
  quantity: 'La quantité doit être un entier supérieur à 0',
  /** Spec 001 section 8: the stock update toast lists the references updated. */
  updated: (references: readonly string[]) =>
    references.length === 1
      ? `Stock mis à jour : ${references[0]}`
      : `Stock mis à jour (${references.length} références) : ${references.join(', ')}`,
} as const;
