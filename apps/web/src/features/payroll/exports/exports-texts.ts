/** The French texts of the exports screen. */
export const exportTexts = {
  title: 'Exports',
  subtitle: 'Les exports du mois pour la paie, le registre du personnel et la comptabilité.',
  payrollTitle: 'Éléments de paie',
  payrollDescription:
    'Heures de chaque collaborateur (jour, nuit, dimanche, férié, heures supplémentaires), comptées comme dans les heures, et éléments de salaire du mois.',
  registerTitle: 'Registre unique du personnel',
  registerDescription:
    'Nom, nationalité, date de naissance, sexe, emploi, qualification, contrat, dates d’entrée et de sortie, titre de travail des salariés étrangers.',
  accountingTitle: 'Export comptable',
  accountingDescription:
    'Écritures des factures et avoirs validés (journal des ventes) et des règlements (banque, caisse) du mois, au format du fichier des écritures comptables (FEC) ou en tableur.',
  csv: 'CSV',
  fec: 'FEC',
  xlsx: 'Excel',
  pdf: 'PDF',
  download: (format: string, title: string) => `Télécharger ${title} (${format})`,
  running: 'Export en cours…',
  done: 'Export téléchargé',
  failed: 'L’export n’a pas pu être généré. Réessayez dans un instant.',
  previewTitle: 'Aperçu de la paie',
  previewLoading: 'Chargement de l’aperçu de la paie',
  previewFailed: 'Impossible de charger l’aperçu de la paie.',
  previewEmpty: 'Aucune heure ni aucun élément de salaire sur ce mois.',
  agent: 'Collaborateur',
  planned: 'Planifiées',
  night: 'Nuit',
  sunday: 'Dimanche',
  holiday: 'Férié',
  overtime: 'Heures supp.',
  elements: 'Éléments de salaire',
  total: 'Total',
} as const;
