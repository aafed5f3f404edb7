import type { RightEntity } from '@securite/domain/auth/rights';
import type { DocumentType } from '@securite/domain/billing/document-types';

/** The three route families of spec 001 section 7: their paths, document types and rights. */
export interface DocumentFamily {
  key: 'invoices' | 'estimates' | 'purchaseOrders';
  /** The path word of one document: /invoice/{id}, /estimate/{id}, /purchaseOrder/{id}. */
  one: 'invoice' | 'estimate' | 'purchaseOrder';
  types: readonly DocumentType[];
  /** The type a save creates when the body names none. */
  defaultType: DocumentType;
  entity: Extract<RightEntity, 'invoices' | 'estimates' | 'purchaseOrders'>;
}

export const invoiceFamily: DocumentFamily = {
  key: 'invoices',
  one: 'invoice',
  types: ['invoice', 'creditNote'],
  defaultType: 'invoice',
  entity: 'invoices',
};
export const estimateFamily: DocumentFamily = {
  key: 'estimates',
  one: 'estimate',
  types: ['quote'],
  defaultType: 'quote',
  entity: 'estimates',
};
export const purchaseOrderFamily: DocumentFamily = {
  key: 'purchaseOrders',
  one: 'purchaseOrder',
  types: ['purchaseOrder'],
  defaultType: 'purchaseOrder',
  entity: 'purchaseOrders',
};
