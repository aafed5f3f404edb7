/** The French texts of lone-worker protection (spec 000 sections 4 and 8), quoted as the spec writes them. */
export const ptiMessages = {
  ras: 'R.A.S',
  calibrationUnavailable: 'Calibration indisponible',
  audioLoadFailed: 'Échec lors du chargement du fichier audio',
  audioPlayFailed: 'Échec de la lecture du fichier audio',
  noLocation: 'La localisation GPS est impossible.',
  /** Spec 000 section 8: the fallback text when the motion sensors are unavailable, as the spec gives it. */
  motionSensorsUnavailable: 'getUserMedia is not implemented in this browser',
  // Ours: the spec describes these without quoting them.
  inactivityDetected: 'Le collaborateur a été détecté inactif',
  inactivityCountdown: (seconds: number) =>
    `Êtes-vous toujours là ? Appuyez sur R.A.S dans les ${seconds} s, sinon une alerte sera envoyée.`,
  fallDetected: 'Chute détectée : appuyez sur R.A.S si tout va bien.',
  fallReported: 'Une chute du collaborateur a été détectée',
  outOfPerimeter: 'Vous êtes sorti du périmètre du site : revenez ou appuyez sur R.A.S.',
  outOfPerimeterReported: 'Le collaborateur est sorti du périmètre du site',
  backInPerimeter: 'Le collaborateur est revenu dans le périmètre du site',
  calibrationDone: 'Calibration terminée',
  motionSensorsExplained:
    'Les capteurs de mouvement ne répondent pas : la détection d’inactivité et de chute est impossible.',
} as const;
