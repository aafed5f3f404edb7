/** The French texts of shared/stock (ARCHITECTURE.md, « Les textes » : one place per feature, checked by npm run lint). */
export const texts = {
  aRendreEntreValue: (value: string | number, value2: string | number) => `À rendre entre le ${value} et le ${value2}`,
  aRendreAuValue: (value: string | number) => `À rendre au plus tard le ${value}`,
  aRendreAValue: (value: string | number) => `À rendre à partir du ${value}`,
  chargementDuMaterielAttribue: 'Chargement du matériel attribué',
  impossibleDAfficherLe: 'Impossible d’afficher le matériel du stock attribué.',
  materielDuStock: 'Matériel du stock',
  aucunMaterielDuStock: 'Aucun matériel du stock attribué.',
  attribueLeValue: (value: string | number) => `attribué le ${value}`,
} as const;
