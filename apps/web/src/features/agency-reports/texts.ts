/** The French texts of features/agency-reports (ARCHITECTURE.md, « Les textes » : one place per feature, checked by npm run lint). */
export const texts = {
  telechargerLeBonValue: (value: string | number, name: string | number) =>
    `Télécharger le bon d’intervention du ${value} — ${name}`,
  bonsDIntervention: 'Bons d’intervention',
  lesBonsEtablisPar: 'Les bons établis par l’agence à la fin de chaque intervention sur vos sites.',
  site: 'Site',
  tousLesSites: 'Tous les sites',
  du: 'Du',
  au: 'Au',
  chargementDesBonsD: 'Chargement des bons d’intervention',
  impossibleDeChargerLes: 'Impossible de charger les bons d’intervention.',
  aucunBonDIntervention: 'Aucun bon d’intervention pour ces critères.',
  aucunBonDInterventionPour: 'Aucun bon d’intervention pour le moment.',
  intervention: 'Intervention',
  agent: 'Agent',
  reference: 'Référence',
  bon: 'Bon',
  renvoyerLeBonD: 'Renvoyer le bon d’intervention au client ?',
  leBonSeraRecipients: (recipients: string | number) =>
    `Le bon sera généré à nouveau et envoyé par e-mail aux destinataires du client${recipients}.`,
  renvoyer: 'Renvoyer',
  bonDIntervention: 'Bon d’intervention',
  telechargerLePdf: 'Télécharger le PDF',
  renvoyerAuClient: 'Renvoyer au client',
  envoyeLeAValue: (value: string | number, count: string | number, value2: string | number) =>
    `Envoyé le ${value} à ${count} destinataire${value2}`,
  nonEnvoyeLeClient: 'Non envoyé : le client n’a aucune adresse e-mail',
  enCoursDEnvoi: 'En cours d’envoi',
} as const;
