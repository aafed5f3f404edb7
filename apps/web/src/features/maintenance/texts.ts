/** The French texts of features/maintenance (ARCHITECTURE.md, « Les textes » : one place per feature, checked by npm run lint). */
export const texts = {
  maintenanceEnCours: 'Maintenance en cours',
  reessayer: 'Réessayer',
} as const;
