import type { PairRight, Right } from '@securite/domain/auth/rights';
import { documentReadRights } from '@securite/domain/billing/document-rights';
import type { DocumentType } from '@securite/domain/billing/document-types';

/** The three lists of the facturation group, with their API paths and rights (spec 001 sections 2 and 7). */
export interface WebDocumentFamily {
  key: 'invoices' | 'estimates' | 'purchaseOrders';
  /** /invoice/{id}, /estimate/{id}, /purchaseOrder/{id}. */
  one: 'invoice' | 'estimate' | 'purchaseOrder';
  /** /fetch/invoices, /fetch/estimates, /fetch/purchaseOrders. */
  fetch: 'invoices' | 'estimates' | 'purchaseOrders';
  title: string;
  newLabel: string;
  defaultType: DocumentType;
  create: PairRight;
  edit: PairRight;
  read: Right[];
}

export const families: Record<WebDocumentFamily['key'], WebDocumentFamily> = {
  invoices: {
    key: 'invoices',
    one: 'invoice',
    fetch: 'invoices',
    title: 'Factures et avoirs',
    newLabel: 'Nouvelle facture',
    defaultType: 'invoice',
    create: 'invoices.create',
    edit: 'invoices.edit',
    read: documentReadRights('invoices'),
  },
  estimates: {
    key: 'estimates',
    one: 'estimate',
    fetch: 'estimates',
    title: 'Devis',
    newLabel: 'Nouveau devis',
    defaultType: 'quote',
    create: 'estimates.create',
    edit: 'estimates.edit',
    read: documentReadRights('estimates'),
  },
  purchaseOrders: {
    key: 'purchaseOrders',
    one: 'purchaseOrder',
    fetch: 'purchaseOrders',
    title: 'Bons de commande',
    newLabel: 'Nouveau bon de commande',
    defaultType: 'purchaseOrder',
    create: 'purchaseOrders.create',
    edit: 'purchaseOrders.edit',
    read: documentReadRights('purchaseOrders'),
  },
};
