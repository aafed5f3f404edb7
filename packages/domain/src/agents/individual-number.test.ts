import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatIndividualNumber,
  isValidIndividualNumber,
  luhnCheckDigit,
  newIndividualNumber,
} from './individual-number.ts';

const arbNumber = fc.array(fc.nat({ max: 1_000_000 }), { minLength: 11, maxLength: 11 }).map((values) => {
  let i = 0;
  return newIndividualNumber((max) => values[i++] % max);
});

describe('individual number', () => {
  it('has 12 digits, no leading zero, and a valid Luhn check digit', () => {
    fc.assert(
      fc.property(arbNumber, (n) => {
        expect(n).toMatch(/^[1-9]\d{11}$/);
        expect(isValidIndividualNumber(n)).toBe(true);
      }),
    );
    expect(isValidIndividualNumber(newIndividualNumber((max) => Math.floor(Math.random() * max)))).toBe(true);
  });

  it('refuses any single wrong digit', () => {
    fc.assert(
      fc.property(arbNumber, fc.nat({ max: 11 }), fc.integer({ min: 1, max: 9 }), (n, at, delta) => {
        const changed = n.slice(0, at) + String((Number(n[at]) + delta) % 10) + n.slice(at + 1);
        expect(isValidIndividualNumber(changed)).toBe(false);
      }),
    );
  });

  it('refuses two swapped neighbours (except 0 and 9, which Luhn cannot tell apart)', () => {
    fc.assert(
      fc.property(arbNumber, fc.nat({ max: 10 }), (n, at) => {
        const [a, b] = [n[at], n[at + 1]];
        fc.pre(a !== b && !(a === '0' && b === '9') && !(a === '9' && b === '0'));
        const swapped = n.slice(0, at) + b + a + n.slice(at + 2);
        expect(isValidIndividualNumber(swapped)).toBe(false);
      }),
    );
  });

  it('reads a printed number with spaces, and prints it in groups of 3', () => {
    const n = `7992739871${luhnCheckDigit('79927398713')}`.slice(0, 11);
    const full = n + String(luhnCheckDigit(n));
    expect(formatIndividualNumber(full)).toMatch(/^\d{3} \d{3} \d{3} \d{3}$/);
    expect(isValidIndividualNumber(formatIndividualNumber(full))).toBe(true);
    expect(isValidIndividualNumber('abc')).toBe(false);
  });

  it('computes the textbook Luhn digit', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
  });
});
