import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasYearInRange, isCalendarDayInRange, isYearInRange, MAX_YEAR, MIN_YEAR } from './year-range.ts';

describe('year range', () => {
  it('is 1900…2200, both ends included', () => {
    expect([MIN_YEAR, MAX_YEAR]).toEqual([1900, 2200]);
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 15000 }), (year) => {
        expect(isYearInRange(year)).toBe(year >= 1900 && year <= 2200);
      }),
    );
    expect(isYearInRange(2000.5)).toBe(false);
    expect(isYearInRange(Number.NaN)).toBe(false);
  });

  it('reads the year as written, before any offset', () => {
    expect(hasYearInRange('1900-01-01T00:30:00+01:00')).toBe(true);
    expect(hasYearInRange('2200-12-31T23:59:59-12:00')).toBe(true);
    expect(hasYearInRange('0800-06-15')).toBe(false);
    expect(hasYearInRange('9999-12-31')).toBe(false);
    expect(hasYearInRange('+02026-01-01')).toBe(false);
    expect(hasYearInRange('')).toBe(false);
  });

  it('takes a calendar day only when it is real and in range', () => {
    expect(isCalendarDayInRange('2024-02-29')).toBe(true);
    expect(isCalendarDayInRange('2023-02-29')).toBe(false);
    expect(isCalendarDayInRange('0001-01-01')).toBe(false);
    expect(isCalendarDayInRange('2200-12-31')).toBe(true);
  });
});
