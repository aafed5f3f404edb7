import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHourLimit, formatHours } from './format-hours.ts';

describe('formatHours', () => {
  it('writes hours and two-digit minutes', () => {
    expect(formatHours(570)).toBe('9 h 30');
    expect(formatHours(3120)).toBe('52 h 00');
    expect(formatHours(5)).toBe('0 h 05');
    expect(formatHours(0)).toBe('0 h 00');
  });

  it('rounds to the minute', () => {
    expect(formatHours(659.6)).toBe('11 h 00');
    expect(formatHours(9100.2)).toBe('151 h 40');
  });

  it('reads back as the rounded minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (minutes) => {
        const [hours, , mins] = formatHours(minutes).split(' ');
        expect(Number(hours) * 60 + Number(mins)).toBe(minutes);
      }),
    );
  });
});

describe('formatHourLimit', () => {
  it('leaves out the minutes of whole hours', () => {
    expect(formatHourLimit(11)).toBe('11 h');
    expect(formatHourLimit(48)).toBe('48 h');
    expect(formatHourLimit(151.67)).toBe('151 h 40');
    expect(formatHourLimit(10.5)).toBe('10 h 30');
  });
});
