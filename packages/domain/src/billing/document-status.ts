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
} as const;
export type DocumentStatus = (typeof DocumentStatus)[keyof typeof DocumentStatus];
export const documentStatuses = Object.values(DocumentStatus) as [DocumentStatus, ...DocumentStatus[]];

export const documentStatusLabels: Record<DocumentStatus | 'late' | 'accepted', string> = {
  draft: 'Brouillon',
  validated: 'Validé',
  sent: 'Envoyé',
  refused: 'Refusé',
  paid: 'Payé',
  late: 'En retard',
  accepted: 'Accepté',
};

/** Where a document may go by hand from each state (paid comes from the payments, validated from validation). */
const transitions: Record<DocumentStatus, readonly DocumentStatus[]> = {
  draft: ['validated'],
  validated: ['sent', 'refused'],
  sent: ['refused'],
  refused: [],
  paid: [],
};

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
  return status === 'validated' || status === 'sent' || status === 'paid';
}

/** Whether payments may be recorded: a validated invoice not refused. */
export function acceptsPayments(type: DocumentType, status: DocumentStatus): boolean {
  return type === 'invoice' && (status === 'validated' || status === 'sent' || status === 'paid');
}

/** Whether a credit note may cancel this document. */
export function canBeCredited(type: DocumentType, status: DocumentStatus): boolean {
  return type === 'invoice' && status !== 'draft';
}

/** Whether the document is numbered and frozen by French law once validated. */
export function isFrozen(type: DocumentType, status: DocumentStatus): boolean {
  return isAccountingDocument(type) && status !== 'draft';
}
