import type { Right, RightEntity } from '../auth/rights.ts';

/** The entities of the commercial documents' rights: invoices (and credit notes), estimates, purchase orders. */
export type DocumentRightEntity = Extract<RightEntity, 'invoices' | 'estimates' | 'purchaseOrders'>;

/**
 * Who reads a family of commercial documents (its list, its page, its recurring invoices): those who see billing,
 * and those who create or edit documents of that family. The server's checks and the web's menu read this one list.
 */
export function documentReadRights(entity: DocumentRightEntity): Right[] {
  return ['billing.view', `${entity}.create`, `${entity}.edit`];
}
