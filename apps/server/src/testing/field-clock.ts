import { afterAll, beforeAll, vi } from 'vitest';

/**
 * The server's clock for a test file whose phones send times on fixed future days: from before the first test it
 * reads `now` (then runs on), so that those phone times are in the past when they arrive, as on a real phone. The
 * server refuses a phone time ahead of its receipt (field/field-times.ts); only Date is faked, timers stay real.
 */
export function useServerClock(now: string): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: new Date(now) });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}
