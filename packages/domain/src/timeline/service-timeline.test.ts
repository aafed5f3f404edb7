import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  receiptDelayMinutes,
  sortTimeline,
  type TimelineEntry,
  timelineKinds,
  timelineLabels,
} from './service-timeline.ts';

const base = Date.UTC(2026, 10, 25, 20, 0);
const entry = (id: string, deviceMin: number, receivedMin: number | null): TimelineEntry => ({
  id,
  kind: 'service.start',
  label: timelineLabels['service.start'],
  detail: null,
  deviceAt: new Date(base + deviceMin * 60_000).toISOString(),
  receivedAt: receivedMin === null ? null : new Date(base + receivedMin * 60_000).toISOString(),
  photoFileId: null,
  executionId: null,
});

describe('sortTimeline', () => {
  it('orders by device time, then receipt, then id', () => {
    const sorted = sortTimeline([entry('c', 5, 9), entry('b', 5, 6), entry('a', 1, null), entry('d', 5, 6)]);
    expect(sorted.map((e) => e.id)).toEqual(['a', 'b', 'd', 'c']);
  });

  it('is a permutation in non-decreasing device time, whatever the input order', () => {
    const arb = fc.array(
      fc.tuple(fc.uuid(), fc.integer({ min: 0, max: 600 }), fc.option(fc.integer({ min: 0, max: 900 }))),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(arb, (rows) => {
        const entries = rows.map(([id, d, r]) => entry(id, d, r));
        const sorted = sortTimeline(entries);
        expect(sorted).toHaveLength(entries.length);
        expect(new Set(sorted)).toEqual(new Set(entries));
        for (let i = 1; i < sorted.length; i++) {
          expect(Date.parse(sorted[i - 1].deviceAt)).toBeLessThanOrEqual(Date.parse(sorted[i].deviceAt));
        }
        expect(sortTimeline([...entries].reverse())).toEqual(sorted.map((e) => e));
      }),
    );
  });
});

describe('receiptDelayMinutes', () => {
  it('counts whole minutes of delay, never negative', () => {
    expect(receiptDelayMinutes(entry('a', 0, 12))).toBe(12);
    expect(receiptDelayMinutes(entry('a', 10, 2))).toBe(0);
    expect(receiptDelayMinutes(entry('a', 0, null))).toBe(0);
  });
});

it('has a French label for every kind', () => {
  for (const kind of timelineKinds) expect(timelineLabels[kind].length).toBeGreaterThan(2);
});
