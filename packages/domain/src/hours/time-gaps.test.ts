import { describe, expect, it } from 'vitest';
import { serviceTimeGaps } from './time-gaps.ts';

const planned = { startAt: new Date('2026-03-02T07:00:00Z'), endAt: new Date('2026-03-02T15:00:00Z') };
const plus = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

describe('serviceTimeGaps', () => {
  it('lists a lateness and an early departure beyond five minutes', () => {
    expect(
      serviceTimeGaps({ ...planned, realStartAt: plus(planned.startAt, 17), realEndAt: plus(planned.endAt, -30) }),
    ).toEqual([
      { kind: 'late', plannedAt: planned.startAt, realAt: plus(planned.startAt, 17), minutes: 17 },
      { kind: 'earlyLeave', plannedAt: planned.endAt, realAt: plus(planned.endAt, -30), minutes: 30 },
    ]);
  });

  it('tolerates five minutes, an early start, a late end and missing real times', () => {
    expect(
      serviceTimeGaps({ ...planned, realStartAt: plus(planned.startAt, 5), realEndAt: plus(planned.endAt, -5) }),
    ).toEqual([]);
    expect(
      serviceTimeGaps({ ...planned, realStartAt: plus(planned.startAt, -20), realEndAt: plus(planned.endAt, 40) }),
    ).toEqual([]);
    expect(serviceTimeGaps({ ...planned, realStartAt: null, realEndAt: null })).toEqual([]);
  });
});
