import { describe, expect, it } from 'vitest';
import { expirationBuckets, overtimeMinutes } from './tile-schemas.ts';

describe('overtimeMinutes', () => {
  it('is the planned time above the contract, never below 0, and nothing without a contract', () => {
    expect(overtimeMinutes(2400, 2100)).toBe(300);
    expect(overtimeMinutes(1800, 2100)).toBe(0);
    expect(overtimeMinutes(2400, null)).toBe(0);
  });
});

describe('expirationBuckets', () => {
  it('counts the days left within 30, 60 and 90 days cumulatively, today included, and the expired apart', () => {
    expect(expirationBuckets([-5, 0, 30, 31, 60, 61, 90, 91])).toEqual({ expired: 1, in30: 2, in60: 4, in90: 6 });
    expect(expirationBuckets([])).toEqual({ expired: 0, in30: 0, in60: 0, in90: 0 });
  });
});
