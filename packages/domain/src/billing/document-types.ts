/** The four commercial documents (documents commerciaux) an agency issues. Kept as text: they appear in the API. */
export const DocumentType = {
  Quote: 'quote',
  PurchaseOrder: 'purchaseOrder',
  Invoice: 'invoice',
  CreditNote: 'creditNote',
} as const;
export type DocumentType = (typeof DocumentType)[keyof typeof DocumentType];
export const documentTypes = Object.values(DocumentType) as [DocumentType, ...DocumentType[]];

export const documentTypeLabels: Record<DocumentType, string> = {
  quote: 'Devis',
  purchaseOrder: 'Bon de commande',
  invoice: 'Facture',
  creditNote: 'Avoir',
};

/** The prefix of a document's number: F-2026-0001 for the first invoice of 2026, A-… for a credit note (avoir). */
export const documentNumberPrefixes: Record<DocumentType, string> = {
  quote: 'D',
  purchaseOrder: 'BC',
  invoice: 'F',
  creditNote: 'A',
};

/** Invoices and credit notes are accounting documents: numbered without gap, never edited once validated. */
export function isAccountingDocument(type: DocumentType): boolean {
  return type === 'invoice' || type === 'creditNote';
}

/** A document's number from its type, the year of its sequence and its rank: F-2026-0001. */
export function formatDocumentNumber(type: DocumentType, year: number, rank: number): string {
  return `${documentNumberPrefixes[type]}-${year}-${String(rank).padStart(4, '0')}`;
}

/** What a line bills (Factur-X needs it for the « cadre de facturation »: services, goods or both). */
export const LineKind = { Service: 'service', Goods: 'goods' } as const;
export type LineKind = (typeof LineKind)[keyof typeof LineKind];
export const lineKinds = Object.values(LineKind) as [LineKind, ...LineKind[]];
export const lineKindLabels: Record<LineKind, string> = {
  service: 'Prestation de services',
  goods: 'Livraison de biens',
};

/** How a payment was made. */
export const PaymentMethod = {
  Transfer: 'transfer',
  Cheque: 'cheque',
  Card: 'card',
  Cash: 'cash',
  DirectDebit: 'directDebit',
  Other: 'other',
} as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
export const paymentMethods = Object.values(PaymentMethod) as [PaymentMethod, ...PaymentMethod[]];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  transfer: 'Virement',
  cheque: 'Chèque',
  card: 'Carte bancaire',
  cash: 'Espèces',
  directDebit: 'Prélèvement',
  other: 'Autre',
};

/** The label of the payment that settles what is left when an invoice is marked paid (spec 001 section 4). */
export const BALANCE_PAYMENT_NOTE = 'Solde';
