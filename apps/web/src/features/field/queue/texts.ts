/** The French texts of features/field/queue (ARCHITECTURE.md, « Les textes »). */
export const texts = {
  messageDeTerrainType: (type: string | number) => `Message de terrain de type inconnu : ${type}`,
  typeDeMessageInconnu: 'Type de message inconnu',
} as const;
