import { describe, expect, it } from 'vitest';
import { centsToInput, parseDecimal, parseEurosToCents } from './money-input.ts';

describe('money typed in forms', () => {
  it('reads euros as integer cents without floating point', () => {
    expect(parseEurosToCents('1 234,5')).toBe(123_450);
    expect(parseEurosToCents('0.07')).toBe(7);
    expect(parseEurosToCents('19,99 €')).toBe(1999);
    expect(parseEurosToCents('1,999')).toBeNull();
    expect(parseEurosToCents('abc')).toBeNull();
    expect(centsToInput(123_450)).toBe('1234,50');
    expect(parseDecimal('7,5')).toBe(7.5);
    expect(parseDecimal('20 %')).toBe(20);
  });
});
