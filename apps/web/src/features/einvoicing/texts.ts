import type { EinvoicingFormat, LifecycleStatus } from '@securite/domain/einvoicing/lifecycle';

/** Every French text the e-invoicing screens show (settings « Facturation électronique », a document's section). */
export const texts = {
  facturationElectronique: 'Facturation électronique',
  sousTitre:
    'Vos factures et avoirs validés sont transmis à votre plateforme agréée (PA), qui vous renvoie leurs statuts ; les encaissements des prestations soumises à la TVA sur les encaissements lui sont déclarés.',
  chargement: 'Chargement des paramètres de facturation électronique…',
  impossibleDeCharger: 'Impossible de charger les paramètres de facturation électronique.',
  activer: 'Transmettre les factures à la plateforme agréée',
  activerAide: 'Chaque facture ou avoir validé est transmis une seule fois, en arrière-plan.',
  adresse: 'Adresse de la plateforme (API XP Z12-013)',
  adresseAide:
    'Par exemple https://api.sandbox.ma-plateforme.fr — les services Flow et Directory sont sous cette adresse.',
  adresseJeton: 'Adresse du jeton OAuth2 (facultatif)',
  adresseJetonAide: 'Laissée vide : l’adresse de la plateforme suivie de /oauth/token.',
  identifiantClient: 'Identifiant client OAuth2',
  secretClient: 'Secret client OAuth2',
  secretConserve: 'Un secret est enregistré (chiffré) : laissez vide pour le garder.',
  secretAbsent: 'Aucun secret enregistré.',
  format: 'Format des factures',
  parDefautPlateforme:
    'La plateforme de l’hébergeur est utilisée par défaut ; enregistrez vos propres paramètres pour utiliser la vôtre.',
  enregistrer: 'Enregistrer',
  testerLaConnexion: 'Tester la connexion',
  testEnCours: 'Test en cours…',
  // A document's section.
  transmission: 'Facturation électronique',
  clientIntrouvable: 'Client introuvable dans l’annuaire',
  aCorriger: 'À corriger',
  renvoyer: 'Renvoyer à la plateforme',
  renvoiDemande: 'La facture sera renvoyée à la plateforme agréée.',
  historique: 'Historique des statuts',
  encaissementDeclare: (amount: string) => `Encaissement déclaré : ${amount}`,
  encaissementRepris: (amount: string) => `Encaissement repris : ${amount}`,
  fluxPlateforme: (id: string) => `Flux ${id}`,
  impossibleDeChargerTransmission: 'Impossible de lire la transmission à la plateforme agréée.',
  pasEncoreTransmise: 'Sera transmise à la plateforme agréée à la validation.',
} as const;

export const formatLabels: Record<EinvoicingFormat, string> = {
  facturx: 'Factur-X (PDF/A-3 avec XML CII)',
  cii: 'CII (XML UN/CEFACT)',
  ubl: 'UBL 2.1 (XML)',
};

/** The statuses as the invoice shows them (XP Z12-012 lifecycle). */
export const statusLabels: Record<LifecycleStatus, string> = {
  pending: 'En attente de transmission',
  blocked: 'Non transmise',
  transmitted: 'Transmise',
  deposited: 'Déposée',
  issued: 'Émise',
  received: 'Reçue',
  madeAvailable: 'Mise à disposition',
  inProgress: 'Prise en charge',
  approved: 'Approuvée',
  partiallyApproved: 'Approuvée partiellement',
  disputed: 'En litige',
  suspended: 'Suspendue',
  completed: 'Complétée',
  refused: 'Refusée',
  paymentSent: 'Paiement transmis',
  cashed: 'Encaissée',
  rejected: 'Rejetée',
};
