/** French texts of the shop (spec 001 section 5 where quoted; the others are ours). */
export const shopMessages = {
  // spec 001 section 5
  agencyRequired: 'Veuillez sélectionner une agence pour la commande.',
  itemsRequired: 'La commande doit contenir au moins un article.',
  // ours
  articleNotFound: 'Article introuvable.',
  articleInactive: (label: string) => `L’article « ${label} » n’est plus proposé.`,
  articleTypeNotFound: 'Type d’article introuvable.',
  articleTypeInUse: 'Ce type est utilisé par des articles : il ne peut pas être supprimé.',
  sectionNotFound: 'Rubrique introuvable.',
  orderNotFound: 'Commande introuvable.',
  orderNotEditable: 'Cette commande n’est plus modifiable.',
  orderAlreadyPaid: 'Cette commande est déjà réglée.',
  orderCancelled: 'Cette commande est annulée.',
  orderNotPayable: 'Cette commande ne peut pas être réglée dans son état actuel.',
  deliveryRefused: (from: string, action: string) => `Une commande « ${from} » ne peut pas être « ${action} ».`,
  duplicateSectionArticle: 'Un article apparaît deux fois dans la rubrique.',
  quantityMin: 'La quantité doit être au moins 1',
  cartSaved: 'Votre panier a été mis à jour',
  sectionDuplicated: 'La rubrique a été dupliquée',
  copySuffix: ' (copie)',
} as const;
