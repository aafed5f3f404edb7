import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { delayAfterFailures, FREE_TRIES, MAX_DELAY_SECONDS } from './login-throttle.ts';

describe('delayAfterFailures', () => {
  const count = fc.integer({ min: 0, max: 100_000 });

  it('is free before FREE_TRIES failures', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: FREE_TRIES - 1 }), (n) => delayAfterFailures(n) === 0));
  });

  it('delays from FREE_TRIES failures on, in whole seconds, never beyond the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: FREE_TRIES, max: 100_000 }), (n) => {
        const delay = delayAfterFailures(n);
        return Number.isInteger(delay) && delay > 0 && delay <= MAX_DELAY_SECONDS;
      }),
    );
  });

  it('never decreases with more failures', () => {
    fc.assert(
      fc.property(count, count, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        return delayAfterFailures(low) <= delayAfterFailures(high);
      }),
    );
  });

  it('doubles from 2 seconds and reaches the cap', () => {
    expect([FREE_TRIES, FREE_TRIES + 1, FREE_TRIES + 2].map((n) => delayAfterFailures(n))).toEqual([2, 4, 8]);
    expect(delayAfterFailures(FREE_TRIES + 50)).toBe(MAX_DELAY_SECONDS);
    expect(delayAfterFailures(Number.MAX_SAFE_INTEGER)).toBe(MAX_DELAY_SECONDS);
  });
});
