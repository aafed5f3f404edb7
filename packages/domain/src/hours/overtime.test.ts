import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber } from '../time/wall-clock.ts';
import {
  computeOvertime,
  DEFAULT_OVERTIME_INCREASE_BP,
  overtimeRuleOf,
  overtimeWeightedHours,
  overtimeWindowStart,
} from './overtime.ts';

/** Minutes per day from 'YYYY-MM-DD' → hours. */
const days = (hours: Record<string, number>) =>
  new Map(Object.entries(hours).map(([day, h]) => [dayNumber(day), h * 60] as [number, number]));

describe('overtimeRuleOf', () => {
  it('takes the contract, else the weekly duration, else none', () => {
    expect(overtimeRuleOf({ activeContract: { hoursLimit: 151.67, period: 'monthly' }, weekDuration: 35 })).toEqual({
      period: 'monthly',
      limitHours: 151.67,
    });
    expect(overtimeRuleOf({ activeContract: null, weekDuration: 35 })).toEqual({ period: 'weekly', limitHours: 35 });
    expect(overtimeRuleOf({ activeContract: null, weekDuration: null })).toBeNull();
  });
});

describe('overtimeWindowStart', () => {
  it('goes back to the Monday of the week or the first of the month', () => {
    // 1 March 2026 is a Sunday.
    expect(overtimeWindowStart('2026-03-01', { period: 'weekly', limitHours: 35 })).toBe('2026-02-23');
    expect(overtimeWindowStart('2026-03-02', { period: 'weekly', limitHours: 35 })).toBe('2026-03-02');
    expect(overtimeWindowStart('2026-03-15', { period: 'monthly', limitHours: 151 })).toBe('2026-03-01');
    expect(overtimeWindowStart('2026-03-15', null)).toBe('2026-03-15');
  });
});

describe('computeOvertime', () => {
  const weekly35 = { period: 'weekly', limitHours: 35 } as const;

  it('counts each week ending in the period with all its hours, those before the period included', () => {
    // March 2026: weeks end on Sundays 1, 8, 15, 22, 29; the week of 30–31 March ends in April.
    const minutes = days({
      '2026-02-24': 12, // counts in the week ending Sunday 1 March
      '2026-02-26': 12,
      '2026-03-01': 12,
      '2026-03-02': 10, // week ending 8 March: 30 h, no overtime
      '2026-03-03': 10,
      '2026-03-04': 10,
      '2026-03-30': 40, // ends in April: not counted in March
    });
    const result = computeOvertime(minutes, weekly35, { from: '2026-03-01', to: '2026-03-31' });
    expect(result.periods.map((p) => [p.start, p.end, p.minutes / 60, p.overtimeMinutes / 60])).toEqual([
      ['2026-02-23', '2026-03-01', 36, 1],
      ['2026-03-02', '2026-03-08', 30, 0],
      ['2026-03-09', '2026-03-15', 0, 0],
      ['2026-03-16', '2026-03-22', 0, 0],
      ['2026-03-23', '2026-03-29', 0, 0],
    ]);
    expect(result.overtimeMinutes).toBe(60);
  });

  it('counts a monthly contract over each calendar month ending in the period', () => {
    const minutes = days({ '2026-02-10': 100, '2026-02-20': 60, '2026-03-05': 200 });
    const rule = { period: 'monthly', limitHours: 151.67 } as const;
    const result = computeOvertime(minutes, rule, { from: '2026-02-01', to: '2026-03-31' });
    expect(result.periods.map((p) => [p.start, p.end, p.limitMinutes, p.overtimeMinutes])).toEqual([
      ['2026-02-01', '2026-02-28', 9100, 500],
      ['2026-03-01', '2026-03-31', 9100, 2900],
    ]);
    // A month not over yet counts nothing.
    expect(computeOvertime(minutes, rule, { from: '2026-03-01', to: '2026-03-20' }).periods).toEqual([]);
  });

  it('has no overtime without a rule', () => {
    expect(computeOvertime(days({ '2026-03-02': 80 }), null, { from: '2026-03-01', to: '2026-03-31' })).toEqual({
      periods: [],
      overtimeMinutes: 0,
    });
  });

  it('never gives negative overtime and adds up its periods', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 24 * 60 })), { maxLength: 60 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 93 }),
        (entries, limitHours, length) => {
          const base = dayNumber('2026-01-01');
          const minutes = new Map(entries.map(([d, m]) => [base + d, m] as [number, number]));
          const from = '2026-01-20';
          const to = new Date(Date.UTC(2026, 0, 20 + length)).toISOString().slice(0, 10);
          const result = computeOvertime(minutes, { period: 'weekly', limitHours }, { from, to });
          for (const p of result.periods) expect(p.overtimeMinutes).toBe(Math.max(0, p.minutes - limitHours * 60));
          expect(result.overtimeMinutes).toBe(result.periods.reduce((s, p) => s + p.overtimeMinutes, 0));
          expect(result.periods).toHaveLength(Math.floor((length + 1 + ((dayNumber(from) + 3) % 7)) / 7));
        },
      ),
    );
  });
});

describe('overtimeWeightedHours', () => {
  it('adds the agent increase, 25 % by default', () => {
    expect(overtimeWeightedHours(120, 5000)).toBe(3);
    expect(overtimeWeightedHours(120, null)).toBe(2.5);
    expect(DEFAULT_OVERTIME_INCREASE_BP).toBe(2500);
  });
});
