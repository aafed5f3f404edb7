import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeDocumentTotals, type DocumentDiscount } from './document-totals.ts';
import { computeFacturXTotals } from './facturx/compute-totals.ts';

const line = (quantity: number, unitPriceCents: number, vatRateBp = 2000) => ({ quantity, unitPriceCents, vatRateBp });

describe('document totals', () => {
  it('rounds each line total (price × quantity) to the cent and sums VAT per rate', () => {
    const result = computeDocumentTotals([line(7.5, 2199), line(3, 1000, 550), line(1.333, 1000)], null);
    expect(result.lineTotalsCents).toEqual([16_493, 3000, 1333]);
    expect(result.vatBreakdown.map((row) => [row.rateBp, row.basisCents, row.taxCents])).toEqual([
      [2000, 17_826, 3565],
      [550, 3000, 165],
    ]);
    expect(result.totals).toMatchObject({
      lineTotalCents: 20_826,
      taxBasisTotalCents: 20_826,
      taxTotalCents: 3730,
      grandTotalCents: 24_556,
    });
  });

  it('applies a percent discount per rate and a fixed amount shared in proportion, excluding tax', () => {
    const percent = computeDocumentTotals([line(1, 10_000), line(1, 10_000, 1000)], {
      kind: 'percent',
      percentBp: 1000,
    });
    expect(percent.totals).toMatchObject({
      allowanceTotalCents: 2000,
      taxBasisTotalCents: 18_000,
      taxTotalCents: 2700,
    });
    const fixed = computeDocumentTotals([line(1, 30_000), line(1, 10_000, 1000)], {
      kind: 'amount',
      amountCents: 1001,
    });
    expect(fixed.totals.allowanceTotalCents).toBe(1001);
    expect(fixed.allowances.map((a) => a.amountCents)).toEqual([751, 250]);
  });

  it('gives an exempt line (0 %) category E with the reason of the settings', () => {
    const result = computeDocumentTotals([line(2, 45_000, 0)], null, { exemptionReason: 'TVA non applicable' });
    expect(result.vatBreakdown).toEqual([
      { category: 'E', rateBp: 0, basisCents: 90_000, taxCents: 0, exemptionReason: 'TVA non applicable' },
    ]);
  });

  it('always equals the Factur-X totals and stays consistent (property)', () => {
    const arbLine = fc.record({
      quantity: fc.integer({ min: 1, max: 100_000 }).map((q) => q / 1000),
      unitPriceCents: fc.integer({ min: 0, max: 10_000_000 }),
      vatRateBp: fc.constantFrom(2000, 1000, 550, 210, 0),
    });
    const arbDiscount: fc.Arbitrary<DocumentDiscount | null> = fc.oneof(
      fc.constant(null),
      fc.integer({ min: 1, max: 10_000 }).map((percentBp) => ({ kind: 'percent' as const, percentBp })),
      fc.integer({ min: 1, max: 100_000 }).map((amountCents) => ({ kind: 'amount' as const, amountCents })),
    );
    fc.assert(
      fc.property(fc.array(arbLine, { minLength: 1, maxLength: 12 }), arbDiscount, (lines, discount) => {
        const result = computeDocumentTotals(lines, discount);
        const again = computeFacturXTotals({
          lines: result.lineTotalsCents.map((netAmountCents, i) => ({
            netAmountCents,
            vat: { category: lines[i]!.vatRateBp > 0 ? 'S' : 'E', rateBp: lines[i]!.vatRateBp },
          })),
          allowances: result.allowances,
        });
        expect(result.totals).toEqual(again.totals);
        const { totals } = result;
        expect(totals.lineTotalCents).toBe(result.lineTotalsCents.reduce((a, b) => a + b, 0));
        expect(totals.grandTotalCents).toBe(totals.taxBasisTotalCents + totals.taxTotalCents);
        expect(totals.taxTotalCents).toBe(result.vatBreakdown.reduce((sum, row) => sum + row.taxCents, 0));
        if (discount?.kind === 'amount' && discount.amountCents <= totals.lineTotalCents && totals.lineTotalCents > 0) {
          const positive = result.lineTotalsCents.some((c) => c > 0);
          if (positive) expect(totals.allowanceTotalCents).toBe(discount.amountCents);
        }
      }),
    );
  });
});
