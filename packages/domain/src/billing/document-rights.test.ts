import { describe, expect, it } from 'vitest';
import { documentReadRights } from './document-rights.ts';

describe('the read rights of commercial documents', () => {
  it('are billing.view or either right of the family, and no other family’s', () => {
    expect(documentReadRights('invoices')).toEqual(['billing.view', 'invoices.create', 'invoices.edit']);
    expect(documentReadRights('estimates')).toEqual(['billing.view', 'estimates.create', 'estimates.edit']);
    expect(documentReadRights('purchaseOrders')).not.toContain('invoices.edit');
  });
});
