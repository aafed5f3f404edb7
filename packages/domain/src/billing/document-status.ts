import { type DocumentType, isAccountingDocument } from './document-types.ts';

/**
 * The stored states of a commercial document. « En retard » (late) is not stored: it is read from the due date
 * (isLateToPay), so that it never goes stale.
 */
export const DocumentStatus = {
  Draft: 'draft',
  Validated: 'validated',
  Sent: 'sent',
  Refused: 'refused',
  Paid: 'paid',
  /** A quote the customer accepted: it may become an invoice (once, or by deposits bounded by its total). */
  Accepted: 'accepted',
  /** An invoice whose validated credit notes add up to its whole total. */
  Cancelled: 'cancelled',
} as const;
export type DocumentStatus = (typeof DocumentStatus)[keyof typeof DocumentStatus];
export const documentStatuses = Object.values(DocumentStatus) as [DocumentStatus, ...DocumentStatus[]];

export const documentStatusLabels: Record<DocumentStatus | 'late' | 'partiallyPaid' | 'invoiced', string> = {
  draft: 'Brouillon',
  validated: 'Validé',
  sent: 'Envoyé',
  refused: 'Refusé',
  paid: 'Payée',
  late: 'En retard',
  accepted: 'Accepté',
  cancelled: 'Annulée',
  partiallyPaid: 'Partiellement payée',
  invoiced: 'Facturé',
};

/** Where a document may go by hand from each state (paid comes from the payments, validated from validation). */
const transitions: Record<DocumentStatus, readonly DocumentStatus[]> = {
  draft: ['validated'],
  validated: ['sent', 'refused', 'accepted'],
  sent: ['refused', 'accepted'],
  refused: [],
  paid: [],
  accepted: [],
  cancelled: [],
};

/** Only a quote is accepted by its customer. */
export function canAccept(type: DocumentType, status: DocumentStatus): boolean {
  return type === 'quote' && canChangeDocumentStatus(status, 'accepted');
}

/** Whether a document may move from one state to another. */
export function canChangeDocumentStatus(from: DocumentStatus, to: DocumentStatus): boolean {
  return transitions[from].includes(to);
}

/** Only a draft is edited or deleted: a validated invoice or credit note is cancelled by a credit note instead. */
export function isDocumentEditable(status: DocumentStatus): boolean {
  return status === 'draft';
}

/** Whether a validated document may be marked sent (again: sending twice is harmless). */
export function canMarkSent(status: DocumentStatus): boolean {
  return status === 'validated' || status === 'sent' || status === 'paid' || status === 'accepted';
}

/** The status a document keeps when it is (again) marked sent: a paid invoice or an accepted quote stays so. */
export function statusWhenSent(status: DocumentStatus): DocumentStatus {
  return status === 'paid' || status === 'accepted' ? status : 'sent';
}

/** Whether payments may be recorded: a validated invoice not refused. */
export function acceptsPayments(type: DocumentType, status: DocumentStatus): boolean {
  // A cancelled invoice (fully credited) is owed nothing: its payments are refunded outside the invoice.
  return type === 'invoice' && (status === 'validated' || status === 'sent' || status === 'paid');
}

/** Whether a credit note may cancel this document (a cancelled invoice has nothing left to credit). */
export function canBeCredited(type: DocumentType, status: DocumentStatus): boolean {
  return type === 'invoice' && status !== 'draft' && status !== 'cancelled';
}

/**
 * Whether a quote or a purchase order may become an invoice: a quote once accepted, a purchase order once validated
 * (it is the customer's order). Drafts and refused documents never.
 */
export function canBeInvoiced(type: DocumentType, status: DocumentStatus): boolean {
  if (type === 'quote') return status === 'accepted';
  if (type === 'purchaseOrder') return status === 'validated' || status === 'sent' || status === 'accepted';
  return false;
}

/**
 * The status shown: « En retard » (late to pay), « Partiellement payée » (an invoice with payments and something
 * left), « Facturé » (a quote or purchase order invoiced in full); otherwise the stored status.
 */
export function shownDocumentStatus(doc: {
  type: DocumentType;
  status: DocumentStatus;
  isLateToPay: boolean;
  paidCents: number;
  leftToPayCents: number;
  invoicedCents: number;
  totalCents: number;
}): DocumentStatus | 'late' | 'partiallyPaid' | 'invoiced' {
  if (doc.isLateToPay) return 'late';
  if (doc.type === 'invoice' && doc.paidCents > 0 && doc.leftToPayCents > 0 && doc.status !== 'cancelled')
    return 'partiallyPaid';
  if (
    (doc.type === 'quote' || doc.type === 'purchaseOrder') &&
    doc.totalCents > 0 &&
    doc.invoicedCents >= doc.totalCents
  )
    return 'invoiced';
  return doc.status;
}

/** Whether the document is numbered and frozen by French law once validated. */
export function isFrozen(type: DocumentType, status: DocumentStatus): boolean {
  return isAccountingDocument(type) && status !== 'draft';
}
