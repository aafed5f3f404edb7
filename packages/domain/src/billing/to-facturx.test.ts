import { describe, expect, it } from 'vitest';
import { sampleAgency, sampleCustomer, sampleInvoice, sampleSettings } from './billing-examples.ts';
import { computeDocumentTotals } from './document-totals.ts';
import { checkFrenchRules } from './facturx/check-french-rules.ts';
import { checkFacturXInvoice } from './facturx/check-invoice.ts';
import { toFacturXInvoice } from './to-facturx.ts';

describe('a validated document as Factur-X', () => {
  it('passes the EN 16931 and French checks, with the totals the document shows', () => {
    const invoice = toFacturXInvoice(sampleInvoice, sampleAgency, sampleSettings, sampleCustomer);
    expect(checkFacturXInvoice(invoice)).toEqual([]);
    expect(checkFrenchRules(invoice)).toEqual([]);
    expect(invoice.businessProcess).toBe('M1');
    expect(invoice.totals).toEqual(computeDocumentTotals(sampleInvoice.lines, sampleInvoice.discount).totals);
    expect(invoice.notes.map((n) => n.subjectCode)).toEqual(['PMD', 'PMT', 'AAB', 'REG']);
    expect(invoice.notes[3]!.content).toMatch(/AUT-075-2118-03-15-20190123456.*caractère officiel/);
  });

  it('makes a credit note (381) naming the invoice it cancels', () => {
    const credit = toFacturXInvoice(
      {
        ...sampleInvoice,
        type: 'creditNote',
        number: 'A-2026-0001',
        preceding: { number: 'F-2026-0001', date: '2026-11-26' },
      },
      sampleAgency,
      sampleSettings,
      { ...sampleCustomer, siren: null, vatNumber: null },
    );
    expect(credit.typeCode).toBe('381');
    expect(credit.precedingInvoice).toEqual({ number: 'F-2026-0001', issueDate: '2026-11-26' });
    expect(credit.buyer.electronicAddress).toEqual({ scheme: 'EM', id: 'compta@client.test' });
    expect(checkFacturXInvoice(credit)).toEqual([]);
  });
});
