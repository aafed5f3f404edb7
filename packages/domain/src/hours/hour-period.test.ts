import { describe, expect, it } from 'vitest';
import { isMonthPeriod, monthPeriod, periodDays, periodInstants, periodLabel, shiftMonth } from './hour-period.ts';

describe('hour periods', () => {
  it('gives the month of a day and moves by months', () => {
    expect(monthPeriod('2028-02-15')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(shiftMonth(monthPeriod('2026-01-10'), -1)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(shiftMonth(monthPeriod('2026-12-10'), 1)).toEqual({ from: '2027-01-01', to: '2027-01-31' });
    expect(shiftMonth({ from: '2026-03-10', to: '2026-04-20' }, 1)).toEqual({ from: '2026-04-01', to: '2026-04-30' });
  });

  it('names a month in French and a custom range with its days', () => {
    expect(periodLabel({ from: '2026-08-01', to: '2026-08-31' })).toBe('août 2026');
    expect(periodLabel({ from: '2026-03-02', to: '2026-03-15' })).toBe('02/03/2026 – 15/03/2026');
    expect(periodLabel({ from: '2026-03-02', to: '2026-03-02' })).toBe('02/03/2026');
    expect(isMonthPeriod({ from: '2026-03-01', to: '2026-03-30' })).toBe(false);
  });

  it('covers whole local days in the time zone', () => {
    expect(periodInstants({ from: '2026-03-01', to: '2026-03-31' }, 'Europe/Paris')).toEqual({
      start: new Date('2026-02-28T23:00:00Z'),
      end: new Date('2026-03-31T22:00:00Z'),
    });
    expect(periodDays({ from: '2026-03-01', to: '2026-03-31' })).toBe(31);
  });
});
