/**
 * E-invoicing through an approved platform (PA): what is sent, and the lifecycle statuses of XP Z12-012 (the codes
 * of the CDAR lifecycle messages) as the product keeps them.
 */

/** The syntax the agency's platform takes: a Factur-X PDF (CII inside), the CII XML alone, or UBL 2.1. */
export const einvoicingFormats = ['facturx', 'cii', 'ubl'] as const;
export type EinvoicingFormat = (typeof einvoicingFormats)[number];

/** The flowSyntax of XP Z12-013's flowInfo for each format, and for the payment data (a CDAR status 212). */
export const flowSyntaxOf = { facturx: 'Factur-X', cii: 'CII', ubl: 'UBL', payment: 'CDAR' } as const;

/** An invoice or credit note, or a payment received (or taken back) reported for VAT on receipts. */
export type FlowKind = 'invoice' | 'payment';

export const lifecycleStatuses = [
  'pending',
  'blocked',
  'transmitted',
  'deposited',
  'issued',
  'received',
  'madeAvailable',
  'inProgress',
  'approved',
  'partiallyApproved',
  'disputed',
  'suspended',
  'completed',
  'refused',
  'paymentSent',
  'cashed',
  'rejected',
] as const;
export type LifecycleStatus = (typeof lifecycleStatuses)[number];

/** The lifecycle codes of XP Z12-012 (CDAR ProcessConditionCode) and the status each one is. */
export const lifecycleCodes: Readonly<Record<string, LifecycleStatus>> = {
  '200': 'deposited',
  '201': 'issued',
  '202': 'received',
  '203': 'madeAvailable',
  '204': 'inProgress',
  '205': 'approved',
  '206': 'partiallyApproved',
  '207': 'disputed',
  '208': 'suspended',
  '209': 'completed',
  '210': 'refused',
  '211': 'paymentSent',
  '212': 'cashed',
  '213': 'rejected',
};

/** The code of a status, for the messages the product sends itself (212 « Encaissée »). */
export const codeOfStatus = (status: LifecycleStatus): string | undefined =>
  Object.entries(lifecycleCodes).find(([, s]) => s === status)?.[0];

/** Statuses after which nothing more is expected from the platform for that flow. */
export function isFinalStatus(kind: FlowKind, status: LifecycleStatus): boolean {
  if (status === 'rejected' || status === 'refused' || status === 'blocked') return true;
  if (kind === 'payment') return status === 'deposited';
  return status === 'cashed';
}

/** A status the agency must act on: the invoice was not taken, and the reason says what to fix. */
export const needsFix = (status: LifecycleStatus) =>
  status === 'rejected' || status === 'refused' || status === 'blocked';
