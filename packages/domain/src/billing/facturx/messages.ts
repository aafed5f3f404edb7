import { frenchEuros } from '../../money/amounts.ts';

/** French messages of the Factur-X checks, shown to whoever validates the invoice. */
export const facturXMessages = {
  required: 'Obligatoire',
  invalidDate: 'Date invalide (AAAA-MM-JJ attendu)',
  typeCode: 'Type de document inconnu (facture 380, avoir 381 ou facture d’acompte 386)',
  currency: 'Seul l’euro (EUR) est pris en charge',
  siren: 'SIREN invalide (9 chiffres avec leur clé)',
  siret: 'SIRET invalide (14 chiffres avec leur clé)',
  vatId: 'Numéro de TVA intracommunautaire invalide',
  sellerVatIdRequired: 'Le numéro de TVA intracommunautaire du vendeur est obligatoire',
  buyerVatIdForReverseCharge: 'L’autoliquidation exige le numéro de TVA intracommunautaire ou le SIREN du client',
  countryCode: 'Code pays invalide (2 lettres, ex. FR)',
  addressScheme: 'Type d’adresse électronique inconnu',
  businessProcess: 'Cadre de facturation inconnu (S1, B1, M1…)',
  noLines: 'La facture doit comporter au moins une ligne',
  duplicateLineId: 'Identifiant de ligne en double',
  quantity: 'Quantité invalide (4 décimales au plus)',
  unitCode: 'Unité inconnue',
  unitPrice: 'Le prix unitaire HT doit être un nombre de centimes positif ou nul',
  cents: 'Montant invalide (nombre entier de centimes attendu)',
  lineNet: (expected: number) => `Montant HT de la ligne incohérent : ${frenchEuros(expected)} attendu`,
  vatCategory: 'Catégorie de TVA inconnue',
  vatRate: 'Taux de TVA invalide (entre 0 et 99,99 %)',
  standardRate: 'Le taux de TVA doit être positif pour la catégorie S (taux normal)',
  zeroRate: (category: string) => `Le taux de TVA doit être nul pour la catégorie ${category}`,
  allowanceAmount: 'Le montant de la remise doit être positif',
  allowancePercent: (expected: number) =>
    `Montant de la remise incohérent avec son pourcentage : ${frenchEuros(expected)} attendu`,
  allowanceBase: 'Une remise en pourcentage doit indiquer sa base HT',
  reasonRequired: 'Le motif de la remise est obligatoire',
  breakdownMismatch: 'La ventilation de la TVA ne correspond pas aux lignes et aux remises',
  breakdownAmount: (label: string, expected: number) => `${label} incohérent : ${frenchEuros(expected)} attendu`,
  exemptionRequired: 'Le motif d’exonération de TVA est obligatoire pour cette catégorie',
  exemptionForbidden: 'Un motif d’exonération n’est pas permis pour cette catégorie de TVA',
  total: (label: string, expected: number) => `${label} incohérent : ${frenchEuros(expected)} attendu`,
  dueDateOrTerms: 'Indiquez la date d’échéance ou les conditions de paiement',
  dueDateBeforeIssue: 'L’échéance doit être postérieure ou égale à la date de la facture',
  periodOrder: 'La fin de la période doit être postérieure ou égale à son début',
  iban: 'IBAN invalide',
  ibanRequired: 'L’IBAN est obligatoire pour un paiement par virement',
  bic: 'BIC invalide',
  paymentMeans: 'Moyen de paiement inconnu',
  precedingInvoiceRequired: 'Un avoir doit indiquer la facture qu’il annule ou corrige',
  noteSubject: 'Code de sujet de note inconnu',
  noteSubjectTwice: (code: string) => `La note de sujet ${code} ne peut figurer qu’une fois`,
  tooLarge: 'Montant trop élevé',
  maxLength: (n: number) => `Maximum ${n} caractères`,
  frBusinessProcess: 'Cadre de facturation obligatoire pour la facturation électronique (S1 pour une prestation)',
  frFinalAfterDeposit: 'Une facture d’acompte ne peut pas relever du cadre « facture définitive après acompte »',
  frAlreadyPaid: 'Une facture déjà payée doit avoir un montant payé égal au total TTC',
  frElectronicAddress: 'Adresse de facturation électronique obligatoire',
  frDirectoryAddress: 'Adresse de l’annuaire invalide (lettres, chiffres et + - _ . seulement)',
  frSiretOfSiren: 'Le SIRET doit commencer par le SIREN',
  frInvoiceNumber: 'Numéro de facture : 35 caractères au plus, lettres, chiffres et + - _ / seulement, sans espace',
  frLegalNote: (code: 'PMD' | 'PMT' | 'AAB') =>
    ({
      PMD: 'La mention des pénalités de retard (note PMD) est obligatoire',
      PMT: 'La mention de l’indemnité forfaitaire de recouvrement de 40 € (note PMT) est obligatoire',
      AAB: 'La mention de l’escompte ou de son absence (note AAB) est obligatoire',
    })[code],
  frVatRate: 'Taux de TVA non admis en France',
  frYear: 'L’année doit être comprise entre 2000 et 2099',
} as const;

/** One problem found in an invoice: where (a dotted path into FacturXInvoice) and what, in French. */
export interface FacturXIssue {
  path: string;
  message: string;
}
