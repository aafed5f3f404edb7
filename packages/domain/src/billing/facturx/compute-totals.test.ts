import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOfCents } from '../../money/amounts.ts';
import { allocateDocumentDiscount, computeFacturXTotals } from './compute-totals.ts';
import type { FacturXVat } from './facturx-invoice.ts';

const S20: FacturXVat = { category: 'S', rateBp: 2000 };
const S55: FacturXVat = { category: 'S', rateBp: 550 };
const E: FacturXVat = { category: 'E', rateBp: 0 };

describe('computeFacturXTotals', () => {
  it('breaks VAT down per category and rate, allowances deducted from their own rate', () => {
    const { vatBreakdown, totals } = computeFacturXTotals({
      lines: [
        { netAmountCents: 100_000, vat: S20 },
        { netAmountCents: 1_999, vat: S55 },
        { netAmountCents: 50_000, vat: S20 },
        { netAmountCents: 90_000, vat: E },
      ],
      allowances: [{ amountCents: 7_500, vat: S20 }],
      prepaidCents: 10_000,
      exemptions: { E: { reason: 'Exonération, article 261 du CGI', code: 'VATEX-FR-CGI261-4' } },
    });
    expect(vatBreakdown).toEqual([
      { category: 'S', rateBp: 2000, basisCents: 142_500, taxCents: 28_500 },
      { category: 'S', rateBp: 550, basisCents: 1_999, taxCents: 110 },
      {
        category: 'E',
        rateBp: 0,
        basisCents: 90_000,
        taxCents: 0,
        exemptionReason: 'Exonération, article 261 du CGI',
        exemptionReasonCode: 'VATEX-FR-CGI261-4',
      },
    ]);
    expect(totals).toEqual({
      lineTotalCents: 241_999,
      allowanceTotalCents: 7_500,
      taxBasisTotalCents: 234_499,
      taxTotalCents: 28_610,
      grandTotalCents: 263_109,
      prepaidCents: 10_000,
      duePayableCents: 253_109,
    });
  });

  it('gives reverse charge its reason without being asked', () => {
    const { vatBreakdown } = computeFacturXTotals({
      lines: [{ netAmountCents: 1000, vat: { category: 'AE', rateBp: 0 } }],
      allowances: [],
    });
    expect(vatBreakdown[0]).toMatchObject({ exemptionReason: 'Autoliquidation', exemptionReasonCode: 'VATEX-EU-AE' });
  });
});

describe('allocateDocumentDiscount', () => {
  const lines = [
    { netAmountCents: 10_001, vat: S20 },
    { netAmountCents: 3_333, vat: S55 },
    { netAmountCents: 6_667, vat: S20 },
  ];

  it('applies a percentage to each rate’s net amount, with its base', () => {
    expect(allocateDocumentDiscount(lines, { percentBp: 1000, reason: 'Remise 10 %' })).toEqual([
      { amountCents: 1_667, baseCents: 16_668, percentBp: 1000, reason: 'Remise 10 %', reasonCode: '95', vat: S20 },
      { amountCents: 333, baseCents: 3_333, percentBp: 1000, reason: 'Remise 10 %', reasonCode: '95', vat: S55 },
    ]);
  });

  it('shares a fixed amount in proportion, to the cent', () => {
    const allowances = allocateDocumentDiscount(lines, { amountCents: 1_000, reason: 'Geste commercial' });
    expect(allowances.map((a) => [a.vat.rateBp, a.amountCents])).toEqual([
      [2000, 833],
      [550, 167],
    ]);
  });

  it('always adds up to a fixed discount, never more than each rate’s amount', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            netAmountCents: fc.integer({ min: 1, max: 10_000_000 }),
            vat: fc.constantFrom(S20, S55, E, { category: 'S' as const, rateBp: 1000 }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.integer({ min: 1, max: 10_000_000 }),
        (someLines, wanted) => {
          const total = someLines.reduce((sum, l) => sum + l.netAmountCents, 0);
          const amountCents = Math.min(wanted, total);
          const allowances = allocateDocumentDiscount(someLines, { amountCents, reason: 'Remise' });
          expect(allowances.reduce((sum, a) => sum + a.amountCents, 0)).toBe(amountCents);
          const { vatBreakdown } = computeFacturXTotals({ lines: someLines, allowances });
          for (const row of vatBreakdown) expect(row.basisCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('makes each percentage allowance its base × percent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 1e9 }), (percentBp, cents) => {
        const [allowance] = allocateDocumentDiscount([{ netAmountCents: cents, vat: S20 }], { percentBp, reason: 'R' });
        if (allowance) expect(allowance.amountCents).toBe(percentOfCents(allowance.baseCents!, percentBp));
      }),
    );
  });
});
