import type { PairRight, Right } from '@securite/domain/auth/rights';
import { documentReadRights } from '@securite/domain/billing/document-rights';
import type { DocumentType } from '@securite/domain/billing/document-types';

import { texts } from './texts.ts';

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
    title: texts.facturesEtAvoirs,
    newLabel: texts.nouvelleFacture,
    defaultType: 'invoice',
    create: 'invoices.create',
    edit: 'invoices.edit',
    read: documentReadRights('invoices'),
  },
  estimates: {
    key: 'estimates',
    one: 'estimate',
    fetch: 'estimates',
    title: texts.devis,
    newLabel: texts.nouveauDevis,
    defaultType: 'quote',
    create: 'estimates.create',
    edit: 'estimates.edit',
    read: documentReadRights('estimates'),
  },
  purchaseOrders: {
    key: 'purchaseOrders',
    one: 'purchaseOrder',
    fetch: 'purchaseOrders',
    title: texts.bonsDeCommande,
    newLabel: texts.nouveauBonDeCommande,
    defaultType: 'purchaseOrder',
    create: 'purchaseOrders.create',
    edit: 'purchaseOrders.edit',
    read: documentReadRights('purchaseOrders'),
  },
};
