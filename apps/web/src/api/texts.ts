/** The French texts of api (ARCHITECTURE.md, « Les textes » : one place per feature, checked by npm run lint). */
export const texts = {
  lectureDuFichierImpossible: 'Lecture du fichier impossible',
  reponse: 'réponse',
  unTexte: 'un texte',
  unBooleen: 'un booléen',
  unEntier: 'un entier',
  unNombre: 'un nombre',
} as const;
