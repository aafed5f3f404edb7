import { describe, expect, it } from 'vitest';
import { emptyPricingSplit, neutralCoefficients } from '../customers/pricing.ts';
import { computeDocumentTotals } from './document-totals.ts';
import { hoursInvoiceLines } from './hours-invoice.ts';

const grid = (specialty: string, basePrice: number) => ({
  specialty,
  basePrice,
  coefficients: { ...neutralCoefficients(), night: 12_500, sunday: 15_000, sundayNight: 17_500 },
});

describe('an invoice from worked hours', () => {
  it('makes one line per specialty and category, priced with the grid’s coefficients', () => {
    const night = { ...emptyPricingSplit(), day: 480, night: 90 };
    const sunday = { ...emptyPricingSplit(), sunday: 600, sundayNight: 20 };
    const { lines, unpriced } = hoursInvoiceLines(
      [
        { specialty: 'SSIAP 1', split: night },
        { specialty: 'SSIAP 1', split: sunday },
        { specialty: null, split: { ...emptyPricingSplit(), day: 60 } },
      ],
      [grid('SSIAP 1', 2500), grid('', 2000)],
      { vatRateBp: 2000, periodLabel: 'octobre 2026' },
    );
    expect(unpriced).toEqual([]);
    expect(lines.map((l) => [l.label, l.quantity, l.unitPriceCents])).toEqual([
      ['Prestations de sécurité — Jour', 1, 2000],
      ['SSIAP 1 — Jour', 8, 2500],
      ['SSIAP 1 — Nuit', 1.5, 3125],
      ['SSIAP 1 — Dimanche', 10, 3750],
      ['SSIAP 1 — Nuit de dimanche', 0.333, 4375],
    ]);
    expect(lines.every((l) => l.unitCode === 'HUR' && l.description === 'octobre 2026')).toBe(true);
    // 20 + 200 + 46.875 + 375 + 14.57 = 656.445 → each line rounded: 20 + 200 + 46.88 + 375 + 14.57.
    expect(computeDocumentTotals(lines, null).totals.lineTotalCents).toBe(65_645);
  });

  it('returns apart the specialties without a grid', () => {
    const { lines, unpriced } = hoursInvoiceLines(
      [{ specialty: 'Maître-chien', split: { ...emptyPricingSplit(), day: 60 } }],
      [grid('SSIAP 1', 2500)],
      { vatRateBp: 2000, periodLabel: 'octobre 2026' },
    );
    expect(lines).toEqual([]);
    expect(unpriced).toEqual(['Maître-chien']);
  });
});
