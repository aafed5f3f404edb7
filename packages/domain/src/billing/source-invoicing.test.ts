import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeDocumentTotals } from './document-totals.ts';
import { depositAmountCents, linesTotalCents, partLines } from './source-invoicing.ts';

const arbSource = fc
  .array(
    fc.record({
      quantity: fc.integer({ min: 1, max: 100 }),
      unitPriceCents: fc.integer({ min: 1, max: 500_000 }),
      vatRateBp: fc.constantFrom(2000, 1000, 550),
    }),
    { minLength: 1, maxLength: 5 },
  )
  .map((lines) => {
    const { vatBreakdown, totals } = computeDocumentTotals(lines, null);
    return { vat: vatBreakdown, totalCents: totals.grandTotalCents };
  });

describe('deposit and balance invoices of a quote', () => {
  it('never bill more than the amount asked, nor more than a cent per rate under it', () => {
    fc.assert(
      fc.property(arbSource, fc.integer({ min: 1, max: 10_000 }), (source, percentBp) => {
        const amount = depositAmountCents({ mode: 'deposit', percentBp }, source.totalCents) ?? 0;
        const lines = partLines(source, amount, 'Acompte');
        const total = linesTotalCents(lines);
        expect(total).toBeLessThanOrEqual(amount);
        expect(amount - total).toBeLessThanOrEqual(source.vat.length * 3 + 2);
      }),
    );
  });

  it('reads a deposit as a percentage of the total or an amount', () => {
    expect(depositAmountCents({ mode: 'deposit', percentBp: 3000 }, 131_000)).toBe(39_300);
    expect(depositAmountCents({ mode: 'deposit', amountCents: 5000 }, 131_000)).toBe(5000);
    expect(depositAmountCents({ mode: 'deposit' }, 131_000)).toBeNull();
  });
});
