/** The French messages of documents (ours: the spec shows none for these cases but the 413). */
export const documentMessages = {
  notFound: 'Document introuvable',
  fileRequired: 'Ajoutez au moins un fichier',
  tooManyFiles: '20 fichiers au plus par document',
  fileNotFound: 'Un des fichiers n’existe plus : envoyez-le de nouveau.',
  readerNotFound: 'Un des destinataires n’appartient pas à l’agence.',
  agentNotFound: 'Collaborateur introuvable',
  customerNotFound: 'Client introuvable',
  nothingToZip: 'Choisissez au moins un document à télécharger.',
  tooManyToZip: (max: number) => `${max} fichiers au plus par archive.`,
  zipUrlInvalid: 'Ce lien de fichier n’est pas un document de l’agence.',
  saved: 'Document enregistré',
  deleted: 'Document supprimé',
} as const;
