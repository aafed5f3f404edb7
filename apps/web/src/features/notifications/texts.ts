/** The French texts of features/notifications (ARCHITECTURE.md, « Les textes » : one place per feature). */
export const texts = {
  notificationsSurCetAppareil: 'Notifications sur cet appareil',
  recevoirLesAlertes: 'Recevoir les alertes et les changements de planning, même application fermée.',
  nonDisponible: 'Ce navigateur ne reçoit pas les notifications push.',
  refusees: 'Les notifications sont bloquées pour ce site : autorisez-les dans les réglages du navigateur.',
  desactiveesSurLeServeur: 'Les notifications push ne sont pas activées sur le serveur.',
  activees: 'Notifications activées sur cet appareil.',
  desactivees: 'Notifications désactivées sur cet appareil.',
  echec: 'Les notifications n’ont pas pu être activées.',
} as const;
