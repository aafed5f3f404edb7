import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatQuantity,
  formatRate,
  frenchEuros,
  lineNetAmountCents,
  percentOfCents,
  quantityInTenThousandths,
  roundDiv,
} from './amounts.ts';

describe('Factur-X amounts', () => {
  it('rounds half away from zero, on both signs', () => {
    expect(roundDiv(5n, 10n)).toBe(1n);
    expect(roundDiv(4n, 10n)).toBe(0n);
    expect(roundDiv(-5n, 10n)).toBe(-1n);
    expect(roundDiv(-4n, 10n)).toBe(0n);
    expect(roundDiv(15n, -10n)).toBe(-2n);
  });

  it('computes a line as quantity × price rounded to the cent', () => {
    expect(lineNetAmountCents(151.6667, 2350)).toBe(356_417); // 3 564,16745 €
    expect(lineNetAmountCents(7.5, 2199)).toBe(16_493); // 164,925 € → 164,93 €
    expect(lineNetAmountCents(-2, 4590)).toBe(-9180);
    expect(lineNetAmountCents(0.0001, 1)).toBe(0);
    expect(() => lineNetAmountCents(1.00001, 100)).toThrow(RangeError);
  });

  it('takes a share in basis points: 20 % VAT, 5,5 % VAT', () => {
    expect(percentOfCents(10_000, 2000)).toBe(2000);
    expect(percentOfCents(1_999, 550)).toBe(110); // 109,945 → 110
    expect(percentOfCents(-1_999, 550)).toBe(-110);
  });

  it('accepts up to four decimals of quantity', () => {
    expect(quantityInTenThousandths(7.5)).toBe(75_000);
    expect(quantityInTenThousandths(0.1 + 0.2)).toBe(3000);
    expect(quantityInTenThousandths(1.23456)).toBeNull();
    expect(quantityInTenThousandths(Number.NaN)).toBeNull();
  });

  it('writes amounts with two decimals, quantities with what they need, rates with two', () => {
    expect(formatAmount(123_456)).toBe('1234.56');
    expect(formatAmount(-5)).toBe('-0.05');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatQuantity(7.5)).toBe('7.5');
    expect(formatQuantity(10)).toBe('10');
    expect(formatQuantity(151.6667)).toBe('151.6667');
    expect(formatQuantity(-0.25)).toBe('-0.25');
    expect(formatRate(550)).toBe('5.50');
    expect(frenchEuros(123_456)).toBe('1\u202f234,56 €');
  });

  it('writes every amount as a decimal that reads back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const text = formatAmount(cents);
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        expect(Math.round(Number(text) * 100)).toBe(cents);
      }),
    );
  });
});
