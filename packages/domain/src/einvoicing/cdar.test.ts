import { describe, expect, it } from 'vitest';
import { buildLifecycleCdar, buildPaymentStatusCdar, readLifecycleCdar } from './cdar.ts';

describe('CDAR lifecycle messages', () => {
  it('reads the status and the reason a platform sends', () => {
    const xml = buildLifecycleCdar({
      id: 'LC-1',
      issuedOn: '2026-12-07',
      invoiceNumber: 'F-2026-0001',
      code: '213',
      reasonCode: 'REJ_SEMAN',
      reason: 'SIREN du client <inconnu> & invalide',
    });
    expect(readLifecycleCdar(xml)).toEqual([
      {
        invoiceNumber: 'F-2026-0001',
        code: '213',
        status: 'rejected',
        reason: 'REJ_SEMAN — SIREN du client <inconnu> & invalide',
      },
    ]);
  });

  it('leaves out a code it does not know', () => {
    expect(
      readLifecycleCdar(buildLifecycleCdar({ id: 'x', issuedOn: '2026-12-07', invoiceNumber: 'F', code: '999' })),
    ).toEqual([]);
  });

  it('sends a payment as status 212 with its signed amount', () => {
    const xml = buildPaymentStatusCdar({
      id: 'T-1',
      issuedOn: '2026-12-07',
      sellerSiren: '832145676',
      buyerSiren: '552100554',
      invoiceNumber: 'F-2026-0001',
      invoiceDate: '2026-12-01',
      paidOn: '2026-12-05',
      amountCents: -1505,
    });
    expect(readLifecycleCdar(xml)).toEqual([
      { invoiceNumber: 'F-2026-0001', code: '212', status: 'cashed', reason: null },
    ]);
    expect(xml).toContain('<ram:ValueAmount>-15.05</ram:ValueAmount>');
    expect(xml).toContain('<ram:GlobalID schemeID="0002">552100554</ram:GlobalID>');
  });
});
