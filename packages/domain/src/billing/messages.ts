import { frenchEuros } from '../money/amounts.ts';

/** The French messages of billing (ours: the spec shows none for these cases). */
export const billingMessages = {
  cents: 'Montant invalide (en centimes)',
  positiveAmount: 'Le montant doit être supérieur à 0',
  tooLarge: 'Valeur trop grande',
  quantity: 'La quantité doit être supérieure à 0',
  vatRate: 'Taux de TVA invalide',
  discount: 'La remise doit être comprise entre 0,01 % et 100 %',
  discountTooLarge: 'La remise ne peut pas dépasser le total hors taxes',
  noLines: 'Ajoutez au moins une ligne',
  tooManyLines: '500 lignes au plus',
  documentNotFound: 'Document introuvable',
  frozen:
    'Une facture ou un avoir validé ne peut plus être modifié ni supprimé (article 242 nonies A de l’annexe II du CGI) : annulez-le par un avoir.',
  notDraft: 'Seul un brouillon peut être modifié ou supprimé.',
  hasDerived:
    'Une facture ou un avoir a été créé à partir de ce document : supprimez-le d’abord, ou gardez ce document.',
  fileFrozen: 'Cette pièce jointe fait partie d’une facture validée : elle ne peut plus être retirée.',
  fileNotAttached: 'Cette pièce jointe n’est pas rattachée à ce document.',
  statusChange: (from: string, to: string) => `Le document ne peut pas passer de « ${from} » à « ${to} ».`,
  paymentsClosed: 'Les paiements ne s’enregistrent que sur une facture validée.',
  overpaid: (left: number) => `Le paiement dépasse le reste à payer (${frenchEuros(left)}).`,
  nothingLeft: 'Cette facture est déjà soldée.',
  notCreditable: 'Seule une facture validée peut être annulée par un avoir.',
  alreadyCredited: 'Cette facture est déjà entièrement annulée par un avoir.',
  notQuote: 'Seul un devis peut être transformé en facture.',
  quoteRefused: 'Un devis refusé ne peut pas être transformé en facture.',
  sellerIncomplete: (missing: string) =>
    `Complétez les paramètres des documents commerciaux avant de valider : ${missing}.`,
  facturX: (issues: string) => `La facture ne peut pas être validée : ${issues}`,
  customerMissing: 'Client introuvable',
  deliveryAddressFormat:
    'Adresse de livraison incomplète : écrivez-la « rue, code postal ville » (par exemple « 8 rue du Port, 92230 Gennevilliers »).',
  legalMentions: (issues: string) => `La facture ne peut pas être validée : ${issues}`,
  periodBoth: 'Indiquez le début et la fin de la période facturée (le même jour pour une prestation d’un jour)',
  periodOrder: 'La fin de la période facturée ne peut pas précéder son début',
  noRecipient: 'Aucun destinataire',
  notSendableDraft: 'Validez le document avant de l’envoyer.',
  confirmSend: (n: number) => `Confirmer l'envoi de ${n} email(s) simultanément ?`,
  invalidEmail: 'Adresse e-mail invalide',
  creditExceeds: (invoice: string, why: string, left: string) =>
    `L’avoir dépasse ce qui reste à annuler sur la facture ${invoice} : ${why}. Reste à annuler : ${left}.`,
  creditOverflow:
    'Les avoirs de cette facture dépasseraient son montant : vérifiez ce qui reste à annuler et corrigez l’avoir.',
  creditCustomer: 'Un avoir est établi pour le client de la facture qu’il annule.',
  creditWithoutInvoice: 'Un avoir se crée depuis la facture qu’il annule (« Créer un avoir »).',
  quoteNotAccepted:
    'Le devis doit être accepté par le client avant d’être transformé en facture : marquez-le « Accepté ».',
  orderNotInvoiceable: 'Validez le bon de commande avant de le transformer en facture.',
  notInvoiceable: 'Seul un devis accepté ou un bon de commande validé peut être transformé en facture.',
  alreadyInvoiced: (what: string, numbers: string) =>
    `Ce ${what} a déjà été transformé en facture (${numbers}). Pour n’en facturer qu’une partie, faites une facture d’acompte ou de solde.`,
  invoicedInFull: (what: string) => `Ce ${what} est déjà entièrement facturé.`,
  depositTooLarge: (left: string) => `L’acompte dépasse ce qui reste à facturer (${left} TTC).`,
  depositAmount: 'Indiquez le montant de l’acompte (pourcentage ou montant TTC).',
  sourceExceeded: (what: string, left: string) =>
    `Les factures de ce ${what} dépasseraient son montant : il reste ${left} TTC à facturer.`,
  notAcceptable: 'Seul un devis validé ou envoyé peut être marqué accepté.',
  alreadyBilled: (what: string) => `Déjà facturé : ${what}`,
  allHoursBilled: (period: string, what: string) =>
    `Toutes les heures de ${period} sont déjà facturées. Déjà facturé : ${what}.`,
  serviceNotBillable: 'Ce service n’est pas un service terminé d’un site de ce client.',
  noHoursToBill: (period: string) => `Aucun service terminé à facturer pour ce client en ${period}.`,
  noPriceGrid: (specialties: string) =>
    `Ce client n’a pas de grille tarifaire pour : ${specialties}. Renseignez-la dans sa fiche (onglet tarifs).`,
} as const;
