import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedTiming, gapLabel } from './expected-times.ts';

const start = '2026-11-25T21:00:00.000Z';

describe('expectedTiming', () => {
  it('expects the checkpoint at the start plus its delay and tells the gap in minutes', () => {
    expect(expectedTiming(start, 15, '2026-11-25T21:19:10.000Z')).toEqual({
      expectedAt: '2026-11-25T21:15:00.000Z',
      gapMinutes: 4,
    });
    expect(expectedTiming(start, 15, '2026-11-25T21:13:00.000Z').gapMinutes).toBe(-2);
    expect(expectedTiming(start, 0, start)).toEqual({ expectedAt: start, gapMinutes: 0 });
  });

  it('has no expected time without a delay, and no gap without a real time', () => {
    expect(expectedTiming(start, null, '2026-11-25T21:19:00.000Z')).toEqual({ expectedAt: null, gapMinutes: null });
    expect(expectedTiming(start, undefined, null)).toEqual({ expectedAt: null, gapMinutes: null });
    expect(expectedTiming(start, 30, null)).toEqual({ expectedAt: '2026-11-25T21:30:00.000Z', gapMinutes: null });
  });

  it('gives the real minus the expected time, within half a minute, symmetric around the expected time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1440 }),
        fc.integer({ min: -86_400_000, max: 86_400_000 }),
        (delay, offsetMs) => {
          const expectedMs = Date.parse(start) + delay * 60_000;
          const late = expectedTiming(start, delay, new Date(expectedMs + offsetMs).toISOString());
          const early = expectedTiming(start, delay, new Date(expectedMs - offsetMs).toISOString());
          expect(late.expectedAt).toBe(new Date(expectedMs).toISOString());
          const gap = late.gapMinutes ?? Number.NaN;
          expect(Math.abs(gap * 60_000 - offsetMs)).toBeLessThanOrEqual(30_000);
          expect(early.gapMinutes).toBe(gap === 0 ? 0 : -gap);
        },
      ),
    );
  });
});

describe('gapLabel', () => {
  it('signs the gap with a plus or a true minus sign', () => {
    expect(gapLabel(4)).toBe('+4 min');
    expect(gapLabel(-2)).toBe('−2 min');
    expect(gapLabel(0)).toBe('0 min');
    expect(gapLabel(null)).toBe('');
  });

  it('reads back the number it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), (gap) => {
        const label = gapLabel(gap);
        expect(label.endsWith(' min')).toBe(true);
        expect(Number(label.replace('\u2212', '-').replace(' min', ''))).toBe(gap);
      }),
    );
  });
});
