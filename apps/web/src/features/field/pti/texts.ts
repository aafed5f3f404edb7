/** The French texts of features/field/pti (ARCHITECTURE.md, « Les textes »). */
export const texts = {
  declencherUneAlerteSos: 'Déclencher une alerte SOS ?',
  lAgenceSeraPrevenue: 'L’agence sera prévenue immédiatement, avec votre position.',
  envoyerLAlerte: 'Envoyer l’alerte',
  alerteSosEnregistreeSon: 'Alerte SOS enregistrée : son suivi s’affiche sous le bouton SOS.',
  protectionDuTravailleurIsole: 'Protection du travailleur isolé',
  protectionPti: 'Protection PTI',
  activee: 'Activée',
  desactivee: 'Désactivée',
  positionHorsDuPerimetre: 'Position hors du périmètre du site : revenez sur le site.',
  calibrerLaDetectionDe: 'Calibrer la détection de chute (téléphone posé à plat)',
  calibrationEnCoursNe: 'Calibration en cours : ne touchez pas le téléphone.',
  leAValueValue2: (value: string | number, value2: string | number) => `le ${value} à ${value2}`,
  alerte: 'Alerte',
  enregistreeSurLeSent: (sent: string | number) =>
    `${sent} : enregistrée sur le téléphone, elle part dès que le réseau revient.`,
  envoyeeEtRecueSent: (sent: string | number) =>
    `${sent} : envoyée et reçue par l’agence, en attente de prise en compte.`,
  priseEnCompteSent: (sent: string | number, value: string | number, value2: string | number) =>
    `${sent} : prise en compte par ${value} ${value2}.`,
  clotureeParSentValue: (
    sent: string | number,
    value: string | number,
    value2: string | number,
    value3: string | number,
  ) => `${sent} : clôturée par ${value} ${value2}${value3}.`,
  suiviDesAlertes: 'Suivi des alertes',
  lAgence: 'l’agence',
} as const;
