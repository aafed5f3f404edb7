import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findTourOverlaps, placeStops, stopWindows, tourSpan } from './circuit-stops.ts';

const stop = (startTime: string, endTime: string) => ({ startTime, endTime });

describe('stopWindows', () => {
  it('keeps a day tour on its day, in visiting order', () => {
    expect(stopWindows([stop('08:00', '09:00'), stop('09:30', '10:00'), stop('11:00', '12:15')])).toEqual([
      { start: 480, end: 540 },
      { start: 570, end: 600 },
      { start: 660, end: 735 },
    ]);
  });

  it('moves a stop whose start is before the previous one to the next day', () => {
    expect(stopWindows([stop('22:00', '23:00'), stop('01:30', '02:00'), stop('04:00', '04:30')])).toEqual([
      { start: 1320, end: 1380 },
      { start: 1440 + 90, end: 1440 + 120 },
      { start: 1440 + 240, end: 1440 + 270 },
    ]);
  });

  it('ends a stop the next day when its end time is not after its start time', () => {
    expect(stopWindows([stop('23:30', '00:15')])).toEqual([{ start: 1410, end: 1455 }]);
    expect(stopWindows([stop('08:00', '08:00')])).toEqual([{ start: 480, end: 480 + 1440 }]);
  });

  it('keeps a stop starting at the same time as the previous one on the same day', () => {
    expect(stopWindows([stop('10:00', '11:00'), stop('10:00', '10:30')]).map((w) => w.start)).toEqual([600, 600]);
  });

  it('spans the tour from the first start to the latest end', () => {
    expect(tourSpan([stop('08:00', '12:00'), stop('09:00', '10:00')])).toEqual({ start: 480, end: 720 });
    expect(tourSpan([])).toBeNull();
  });
});

describe('findTourOverlaps', () => {
  it('lists every pair of stops sharing time, not back-to-back ones', () => {
    expect(findTourOverlaps([stop('08:00', '09:00'), stop('09:00', '10:00'), stop('09:30', '11:00')])).toEqual([
      [1, 2],
    ]);
    expect(findTourOverlaps([stop('08:00', '12:00'), stop('09:00', '10:00'), stop('11:00', '11:30')])).toEqual([
      [0, 1],
      [0, 2],
    ]);
  });

  it('sees an overlap across midnight', () => {
    expect(findTourOverlaps([stop('23:00', '01:00'), stop('00:30', '02:00')])).toEqual([[0, 1]]);
    expect(findTourOverlaps([stop('23:00', '00:30'), stop('00:30', '02:00')])).toEqual([]);
  });

  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  const stops = fc.array(fc.record({ startTime: time, endTime: time }), { maxLength: 12 });

  it('agrees with a minute-by-minute oracle', () => {
    fc.assert(
      fc.property(stops, (list) => {
        const windows = stopWindows(list);
        const expected: Array<[number, number]> = [];
        for (let i = 0; i < windows.length; i++) {
          for (let j = i + 1; j < windows.length; j++) {
            let shared = false;
            for (let t = windows[i].start; t < windows[i].end && !shared; t++) {
              shared = t >= windows[j].start && t < windows[j].end;
            }
            if (shared) expected.push([i, j]);
          }
        }
        expect(findTourOverlaps(list)).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });

  it('orders pairs, places starts forward in time and keeps each stop within 1 min to 24 h', () => {
    fc.assert(
      fc.property(stops, (list) => {
        const pairs = findTourOverlaps(list);
        for (const [i, j] of pairs) expect(i).toBeLessThan(j);
        // Starts never go back in time and every stop lasts between 1 minute and 24 hours.
        const windows = stopWindows(list);
        windows.forEach((w, k) => {
          if (k > 0) expect(w.start).toBeGreaterThanOrEqual(windows[k - 1].start);
          expect(w.end - w.start).toBeGreaterThan(0);
          expect(w.end - w.start).toBeLessThanOrEqual(1440);
          expect(list[k].startTime).toBe(
            `${String(Math.floor((w.start % 1440) / 60)).padStart(2, '0')}:${String(w.start % 60).padStart(2, '0')}`,
          );
        });
      }),
    );
  });
});

describe('placeStops', () => {
  it('places wall-clock times in the agency zone, the next day after midnight', () => {
    const placed = placeStops('2027-01-04', [stop('22:00', '23:00'), stop('01:00', '02:00')], 'Europe/Paris');
    expect(placed.map((p) => [p.startAt.toISOString(), p.endAt.toISOString()])).toEqual([
      ['2027-01-04T21:00:00.000Z', '2027-01-04T22:00:00.000Z'],
      ['2027-01-05T00:00:00.000Z', '2027-01-05T01:00:00.000Z'],
    ]);
  });

  it('keeps the hours across the change to summer time', () => {
    const placed = placeStops('2027-03-27', [stop('23:00', '23:30'), stop('03:30', '04:00')], 'Europe/Paris');
    expect(placed[0].startAt.toISOString()).toBe('2027-03-27T22:00:00.000Z');
    expect(placed[1].startAt.toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it('never places a stop ending before it starts, skipped times included', () => {
    const placed = placeStops('2027-03-28', [stop('02:30', '03:10')], 'Europe/Paris');
    expect(placed[0].endAt.getTime()).toBeGreaterThanOrEqual(placed[0].startAt.getTime());
  });
});
