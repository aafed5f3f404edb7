import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyWorkingLimit } from './working-limit.ts';

describe('monthlyWorkingLimit', () => {
  it('keeps monthly hours as they are', () => {
    expect(monthlyWorkingLimit({ hoursLimit: 151.67, period: 'monthly' })).toBe(151.67);
  });

  it('turns 35 weekly hours into 151.67 monthly hours', () => {
    expect(monthlyWorkingLimit({ hoursLimit: 35, period: 'weekly' })).toBe(151.67);
  });

  it('has no limit without a contract', () => {
    expect(monthlyWorkingLimit(null)).toBeNull();
  });

  it('is weekly × 52/12 with at most 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6000 }), (centiHours) => {
        const weekly = centiHours / 100;
        const monthly = monthlyWorkingLimit({ hoursLimit: weekly, period: 'weekly' })!;
        expect(Math.abs(monthly - (weekly * 52) / 12)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Math.round(monthly * 100)).toBeCloseTo(monthly * 100, 6);
      }),
    );
  });
});
