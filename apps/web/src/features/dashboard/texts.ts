/** The French texts of features/dashboard (ARCHITECTURE.md, « Les textes » : one place per feature, checked by npm run lint). */
export const texts = {
  collaborateurs: 'Collaborateurs',
  equipeAgence: 'Équipe agence',
  clients: 'Clients',
  comptesClients: 'Comptes clients',
  chiffresCles: 'Chiffres clés',
  dernieresNotifications: 'Dernières notifications',
  aucuneNotificationPourLe: 'Aucune notification pour le moment.',
  nonLue: '· non lue',
  tableauDeBord: 'Tableau de bord',
  bonjour: 'Bonjour',
  abonnementValableJusquValue: (value: string | number) => ` · abonnement valable jusqu’au ${value}`,
  voirLAbonnement: 'Voir l’abonnement',
  reessayer: 'Réessayer',
  voirLesAlertes: 'Voir les alertes',
  alertesPtiEnOpenalarms: (openAlarms: string | number) => `${openAlarms} alertes PTI en cours`,
} as const;
