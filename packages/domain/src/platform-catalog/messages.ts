/** French texts of the platform catalogues (specialties, service catalogue, discounts, voucher templates). */
export const catalogMessages = {
  specialtyNotFound: 'Spécialité introuvable.',
  specialtyTaken: 'Cette spécialité existe déjà.',
  itemNotFound: 'Article introuvable.',
  discountNotFound: 'Remise introuvable.',
  discountOver100: 'Une remise ne peut dépasser 100 %',
  templateNotFound: 'Modèle introuvable.',
  /** Spec 001 section 8: « Variable inconnu » for an unknown template variable. */
  unknownVariable: (name: string) => `Variable inconnu : {${name}}`,
  saved: 'Vos modifications ont été enregistrées avec succès',
  deleted: 'Élément supprimé.',
} as const;
