import { describe, expect, it } from 'vitest';
import { presetPeriod } from './date-presets.ts';
import { monthsOf, resolvePeriod, zMarginsRequest } from './margin-schemas.ts';

describe('presetPeriod', () => {
  const today = '2026-03-31'; // a Tuesday
  it('reads the presets from today', () => {
    expect(presetPeriod('month', today)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(presetPeriod('previousMonth', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('year', today)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(presetPeriod('previousYear', today)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(presetPeriod('week', today)).toEqual({ from: '2026-03-30', to: '2026-04-05' });
    expect(presetPeriod('previousWeek', today)).toEqual({ from: '2026-03-23', to: '2026-03-29' });
    expect(presetPeriod('slidingWeek', today)).toEqual({ from: '2026-03-25', to: today });
    expect(presetPeriod('slidingMonth', today)).toEqual({ from: '2026-03-01', to: today });
    expect(presetPeriod('slidingMonth', '2026-03-16')).toEqual({ from: '2026-02-17', to: '2026-03-16' });
    expect(presetPeriod('yesterday', today)).toEqual({ from: '2026-03-30', to: '2026-03-30' });
    expect(presetPeriod('next3Days', today)).toEqual({ from: today, to: '2026-04-02' });
    expect(presetPeriod('custom', today)).toBeNull();
  });
});

describe('resolvePeriod', () => {
  it("takes the fallback preset when nothing is chosen ('year' for turnover)", () => {
    expect(resolvePeriod({}, '2026-05-10', 'year')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(resolvePeriod({ shortcut: 'custom', from: '2026-01-05', to: '2026-02-01' }, '2026-05-10', 'year')).toEqual({
      from: '2026-01-05',
      to: '2026-02-01',
    });
  });

  it('refuses a custom period without dates, reversed or too long', () => {
    expect(zMarginsRequest.safeParse({ filters: { shortcut: 'custom' } }).success).toBe(false);
    expect(zMarginsRequest.safeParse({ filters: { from: '2026-02-01', to: '2026-01-01' } }).success).toBe(false);
    expect(zMarginsRequest.safeParse({ filters: { from: '2020-01-01', to: '2026-01-01' } }).success).toBe(false);
    expect(zMarginsRequest.safeParse({ filters: { shortcut: 'lastCentury' } }).success).toBe(false);
    expect(zMarginsRequest.parse({})).toEqual({ filters: {} });
  });
});

describe('monthsOf', () => {
  it('lists the months across a year end', () => {
    expect(monthsOf({ from: '2025-11-15', to: '2026-02-01' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});
