import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideStartWindow,
  FIELD_CLOCK_TOLERANCE_MS,
  isLateEnd,
  measuredClockOffset,
  metresOutsideSite,
  resolveFieldTime,
  startWindowMessage,
} from './field-times.ts';

const PARIS = 'Europe/Paris';
const at = (iso: string) => new Date(iso);
const base = { clockOffsetMs: null, realStartAt: null, lastStepAt: null };

describe('resolveFieldTime', () => {
  it('keeps a coherent phone time, even long before its receipt (an offline queue)', () => {
    const time = resolveFieldTime({
      ...base,
      type: 'service.end',
      deviceAt: at('2026-06-01T16:00:00Z'),
      receivedAt: at('2026-06-01T19:00:00Z'),
      realStartAt: at('2026-06-01T08:00:00Z'),
      lastStepAt: at('2026-06-01T12:30:00Z'),
    });
    expect(time).toEqual({ at: at('2026-06-01T16:00:00Z'), anomalies: [] });
  });

  it('takes the receipt time for a phone time ahead of it by more than 2 minutes', () => {
    const receivedAt = at('2026-06-01T16:00:00Z');
    const ahead = resolveFieldTime({
      ...base,
      type: 'service.start',
      deviceAt: at('2027-06-01T16:00:00Z'),
      receivedAt,
    });
    expect(ahead).toEqual({ at: receivedAt, anomalies: ['ahead'] });
    const within = resolveFieldTime({
      ...base,
      type: 'service.start',
      deviceAt: at('2026-06-01T16:01:30Z'),
      receivedAt,
    });
    expect(within.anomalies).toEqual([]);
  });

  it('never puts an end before the start, nor a break before the previous step', () => {
    const realStartAt = at('2026-06-01T08:00:00Z');
    const receivedAt = at('2026-06-01T16:00:00Z');
    const end = resolveFieldTime({
      ...base,
      type: 'service.end',
      deviceAt: at('1970-01-01T00:00:00Z'),
      receivedAt,
      realStartAt,
      lastStepAt: realStartAt,
    });
    expect(end).toEqual({ at: receivedAt, anomalies: ['beforeStart'] });
    const breakEnd = resolveFieldTime({
      ...base,
      type: 'break.end',
      deviceAt: at('2026-06-01T11:00:00Z'),
      receivedAt,
      realStartAt,
      lastStepAt: at('2026-06-01T12:00:00Z'),
    });
    expect(breakEnd).toEqual({ at: receivedAt, anomalies: ['beforePrevious'] });
  });

  it('takes a measured clock offset off the phone time, and says so over 5 minutes', () => {
    const time = resolveFieldTime({
      ...base,
      type: 'service.start',
      deviceAt: at('2026-06-01T11:00:00Z'),
      receivedAt: at('2026-06-01T08:00:10Z'),
      clockOffsetMs: 3 * 3600_000,
    });
    expect(time).toEqual({ at: at('2026-06-01T08:00:00Z'), anomalies: ['clockSkew'] });
  });

  it('property: the retained times of a service follow each other and never pass the receipt, whatever the phone says', () => {
    const step = fc.record({
      type: fc.constantFrom('break.start', 'break.end', 'service.photo', 'round.checkpoint'),
      device: fc.integer({ min: -1e12, max: 1e12 }),
      delay: fc.integer({ min: 0, max: 3_600_000 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.array(step, { maxLength: 12 }), (startDevice, steps) => {
        let now = Date.UTC(2026, 5, 1, 8);
        const start = resolveFieldTime({
          ...base,
          type: 'service.start',
          deviceAt: new Date(now + startDevice),
          receivedAt: new Date(now),
        });
        expect(start.at.getTime()).toBeLessThanOrEqual(now + FIELD_CLOCK_TOLERANCE_MS);
        let last = start.at;
        for (const s of [...steps, { type: 'service.end', device: steps[0]?.device ?? 0, delay: 1 }]) {
          now += s.delay;
          const time = resolveFieldTime({
            ...base,
            type: s.type,
            deviceAt: new Date(now + s.device),
            receivedAt: new Date(now),
            realStartAt: start.at,
            lastStepAt: last,
          });
          expect(time.at.getTime()).toBeGreaterThanOrEqual(start.at.getTime());
          expect(time.at.getTime()).toBeLessThanOrEqual(Math.max(now, last.getTime()) + FIELD_CLOCK_TOLERANCE_MS);
          if (s.type.startsWith('break') || s.type === 'service.end') {
            expect(time.at.getTime()).toBeGreaterThanOrEqual(last.getTime());
            last = time.at;
          }
        }
        // The service lasts at most from its first receipt (plus the tolerance) to its last receipt.
        expect(last.getTime() - start.at.getTime()).toBeLessThanOrEqual(
          now - Date.UTC(2026, 5, 1, 8) + 2 * FIELD_CLOCK_TOLERANCE_MS + Math.max(0, -startDevice),
        );
      }),
    );
  });
});

describe('measuredClockOffset', () => {
  it('reads the X-Device-Time header, and nothing from garbage', () => {
    const receivedAt = at('2026-06-01T08:00:00Z');
    expect(measuredClockOffset('2026-06-01T08:12:00Z', receivedAt)).toBe(12 * 60_000);
    expect(measuredClockOffset('2026-06-01T07:50:00.000Z', receivedAt)).toBe(-10 * 60_000);
    for (const bad of [undefined, '', 'demain', ['2026-06-01T08:00:00Z'], 'x'.repeat(100), '+275760-09-13T00:00:00Z'])
      expect(measuredClockOffset(bad, receivedAt)).toBeNull();
  });
});

describe('the service window', () => {
  const plannedStartAt = at('2026-06-01T06:00:00Z'); // 08:00 in Paris (summer)
  const window = (device: string, received: string, extra: Partial<Parameters<typeof decideStartWindow>[0]> = {}) =>
    decideStartWindow({
      at: at(device),
      receivedAt: at(received),
      plannedStartAt,
      windowMinutes: 30,
      allowedEarly: false,
      timeZone: PARIS,
      ...extra,
    });

  it('refuses a start at 00:30 for 08:00, saying when it opens', () => {
    expect(window('2026-05-31T22:30:00Z', '2026-05-31T22:30:01Z')).toEqual({
      ok: false,
      message: 'La prise de service ouvre à 07:30',
    });
    expect(window('2026-05-30T22:30:00Z', '2026-05-30T22:30:01Z')).toEqual({
      ok: false,
      message: 'La prise de service ouvre le 01/06/2026 à 07:30',
    });
  });

  it('opens 30 minutes before, any time when the agency sets no window, early when the office allowed it', () => {
    expect(window('2026-06-01T05:30:00Z', '2026-06-01T05:30:01Z')).toMatchObject({ ok: true, anomalies: [] });
    expect(window('2026-05-31T22:30:00Z', '2026-05-31T22:30:01Z', { windowMinutes: null })).toMatchObject({ ok: true });
    expect(window('2026-05-31T22:30:00Z', '2026-05-31T22:30:01Z', { allowedEarly: true })).toMatchObject({
      ok: true,
      anomalies: ['earlyStart'],
    });
  });

  it('takes the receipt for a start received in the window but dated before it by the phone', () => {
    expect(window('2026-06-01T02:00:00Z', '2026-06-01T05:45:00Z')).toEqual({
      ok: true,
      anomalies: ['beforeWindow'],
      at: at('2026-06-01T05:45:00Z'),
    });
  });

  it('tells a late end, and how far outside the site a usable position is', () => {
    expect(isLateEnd(at('2026-06-01T17:01:00Z'), at('2026-06-01T16:00:00Z'), 60)).toBe(true);
    expect(isLateEnd(at('2026-06-01T17:00:00Z'), at('2026-06-01T16:00:00Z'), 60)).toBe(false);
    const site = { latitude: 48.85, longitude: 2.35, radius: 100 };
    expect(metresOutsideSite(site, { latitude: 48.85, longitude: 2.35, accuracy: 10 })).toBeNull();
    // About 1 112 m north, minus the radius (100) and the accuracy (12).
    expect(metresOutsideSite(site, { latitude: 48.86, longitude: 2.35, accuracy: 12 })).toBe(1000);
    // Unknown accuracy counts 50 m; a fix less precise than 100 m says nothing.
    expect(metresOutsideSite(site, { latitude: 48.86, longitude: 2.35 })).toBe(962);
    expect(metresOutsideSite(site, { latitude: 48.86, longitude: 2.35, accuracy: 150 })).toBeNull();
    expect(metresOutsideSite(null, { latitude: 48.86, longitude: 2.35 })).toBeNull();
  });

  it('writes the opening in the agency’s zone', () => {
    expect(startWindowMessage(at('2026-12-01T06:30:00Z'), at('2026-12-01T01:00:00Z'), PARIS)).toBe(
      'La prise de service ouvre à 07:30',
    );
  });
});
