import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditableOf, creditNoteExcess, describeCreditable, isFullyCredited } from './credit-bounds.ts';
import { computeDocumentTotals } from './document-totals.ts';
import { remainderCreditLines } from './source-invoicing.ts';

const rates = [2000, 1000, 550, 210];
const arbLines = fc.array(
  fc.record({
    quantity: fc.integer({ min: 1, max: 200 }),
    unitPriceCents: fc.integer({ min: 0, max: 500_000 }),
    vatRateBp: fc.constantFrom(...rates),
  }),
  { minLength: 1, maxLength: 6 },
);
const docOf = (lines: { quantity: number; unitPriceCents: number; vatRateBp: number }[]) => {
  const { vatBreakdown, totals } = computeDocumentTotals(lines, null);
  return {
    vat: vatBreakdown.map((r) => ({ rateBp: r.rateBp, basisCents: r.basisCents, taxCents: r.taxCents })),
    totalCents: totals.grandTotalCents,
  };
};

describe('credit notes bounded by their invoice', () => {
  it('accepting only credit notes with no excess never credits more than the invoice, per rate and in total', () => {
    fc.assert(
      fc.property(arbLines, fc.array(arbLines, { maxLength: 6 }), (invoiceLines, attempts) => {
        const invoice = docOf(invoiceLines);
        const accepted: ReturnType<typeof docOf>[] = [];
        for (const attempt of attempts) {
          const credit = docOf(attempt);
          if (creditNoteExcess(creditableOf(invoice, accepted), credit) === null) accepted.push(credit);
        }
        const total = accepted.reduce((sum, c) => sum + c.totalCents, 0);
        expect(total).toBeLessThanOrEqual(invoice.totalCents);
        for (const row of invoice.vat) {
          const at = accepted.flatMap((c) => c.vat).filter((r) => r.rateBp === row.rateBp);
          expect(at.reduce((s, r) => s + r.basisCents, 0)).toBeLessThanOrEqual(row.basisCents);
          expect(at.reduce((s, r) => s + r.taxCents, 0)).toBeLessThanOrEqual(row.taxCents);
        }
      }),
    );
  });

  it('a copy of the invoice credits it in full; the remainder lines always fit what is left', () => {
    fc.assert(
      fc.property(arbLines, fc.integer({ min: 0, max: 5 }), (invoiceLines, cut) => {
        const invoice = docOf(invoiceLines);
        expect(creditNoteExcess(creditableOf(invoice, []), invoice)).toBeNull();
        expect(isFullyCredited(creditableOf(invoice, [invoice]))).toBe(true);
        const part = docOf(invoiceLines.slice(0, Math.max(1, cut)));
        const left = creditableOf(invoice, [part]);
        const remainder = remainderCreditLines(left, 'Solde');
        if (remainder.length > 0) expect(creditNoteExcess(left, docOf(remainder))).toBeNull();
      }),
      // Many runs: the 2,1 % rate's VAT rounding (one cent of VAT per 24 cents of basis) is a rare case.
      { numRuns: 2000 },
    );
  });

  it('names what is left in French', () => {
    const left = creditableOf({ vat: [{ rateBp: 2000, basisCents: 10_000, taxCents: 2000 }], totalCents: 12_000 }, [
      { vat: [{ rateBp: 2000, basisCents: 2500, taxCents: 500 }], totalCents: 3000 },
    ]);
    expect(describeCreditable(left).replace(/\s/g, ' ')).toBe('90,00 € TTC (75,00 € HT et 15,00 € de TVA à 20 %)');
    expect(creditNoteExcess(left, { vat: [{ rateBp: 550, basisCents: 100, taxCents: 6 }], totalCents: 106 })).toMatch(
      /pas de ligne à 5,5 % de TVA/,
    );
  });
});
