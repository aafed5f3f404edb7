/** The French texts of features/field/start (ARCHITECTURE.md, « Les textes »). */
export const texts = {
  bonjourRetrouvezIciFirstname: (firstname: string | number) =>
    `Bonjour ${firstname}. Retrouvez ici vos raccourcis de terrain.`,
  raccourcisTerrain: 'Raccourcis terrain',
  priseDeService: 'Prise de service',
  serviceSansSite: 'Service sans site',
  mesServices: 'Mes services',
  chargementDeVosServices: 'Chargement de vos services…',
  impossibleDeChargerVos: 'Impossible de charger vos services.',
  ceServiceNEst: 'Ce service n’est pas à prendre maintenant (terminé, ou prévu plus tard).',
  aucunServicePrevuD: 'Aucun service prévu d’ici demain.',
  prendreLeService: 'Prendre le service',
  reprendreLeService: 'Reprendre le service',
  tourneeName: (name: string | number) => `Tournée ${name}`,
  tournee: 'Tournée',
  etape: 'étape',
  voirLaTournee: 'Voir la tournée',
  reprendreLaTournee: 'Reprendre la tournée',
} as const;
