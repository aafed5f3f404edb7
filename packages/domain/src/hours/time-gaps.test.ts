import { describe, expect, it } from 'vitest';
import { breakMinutes, serviceTimeGaps } from './time-gaps.ts';

const planned = { startAt: new Date('2026-03-02T07:00:00Z'), endAt: new Date('2026-03-02T15:00:00Z') };
const plus = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
const now = new Date('2026-03-02T12:00:00Z');

describe('serviceTimeGaps', () => {
  it('lists a lateness and an early departure beyond five minutes', () => {
    expect(
      serviceTimeGaps(
        { ...planned, realStartAt: plus(planned.startAt, 17), realEndAt: plus(planned.endAt, -30) },
        [],
        now,
      ),
    ).toEqual([
      { kind: 'late', plannedAt: planned.startAt, realAt: plus(planned.startAt, 17), realEndAt: null, minutes: 17 },
      { kind: 'earlyLeave', plannedAt: planned.endAt, realAt: plus(planned.endAt, -30), realEndAt: null, minutes: 30 },
    ]);
  });

  it('tolerates five minutes, an early start, a late end and missing real times', () => {
    const gaps = (realStartAt: Date | null, realEndAt: Date | null) =>
      serviceTimeGaps({ ...planned, realStartAt, realEndAt }, [], now);
    expect(gaps(plus(planned.startAt, 5), plus(planned.endAt, -5))).toEqual([]);
    expect(gaps(plus(planned.startAt, -20), plus(planned.endAt, 40))).toEqual([]);
    expect(gaps(null, null)).toEqual([]);
  });

  it('lists every break as a pause with its duration, in the order they happened, between lateness and departure', () => {
    const lunch = { id: 'b-lunch', realStartAt: plus(planned.startAt, 240), realEndAt: plus(planned.startAt, 270) };
    const coffee = { id: 'b-coffee', realStartAt: plus(planned.startAt, 90), realEndAt: plus(planned.startAt, 93) };
    const gaps = serviceTimeGaps(
      { ...planned, realStartAt: plus(planned.startAt, 10), realEndAt: plus(planned.endAt, -10) },
      [lunch, coffee],
      now,
    );
    expect(gaps.map((g) => [g.kind, g.minutes, g.breakId])).toEqual([
      ['late', 10, undefined],
      ['pause', 3, 'b-coffee'],
      ['pause', 30, 'b-lunch'],
      ['earlyLeave', 10, undefined],
    ]);
    expect(gaps[2]).toMatchObject({ plannedAt: null, realAt: lunch.realStartAt, realEndAt: lunch.realEndAt });
  });

  it('counts a running pause up to now, and only the breaks of a circuit', () => {
    const running = { id: 'b-1', realStartAt: plus(now, -25), realEndAt: null };
    const circuit = { ...planned, isCircuit: true, realStartAt: plus(planned.startAt, 60), realEndAt: null };
    expect(serviceTimeGaps(circuit, [running], now)).toEqual([
      { kind: 'pause', plannedAt: null, realAt: running.realStartAt, realEndAt: null, minutes: 25, breakId: 'b-1' },
    ]);
  });
});

describe('breakMinutes', () => {
  it('counts whole minutes, never below zero (a phone clock set back)', () => {
    expect(breakMinutes({ realStartAt: now, realEndAt: plus(now, 12.9) }, now)).toBe(12);
    expect(breakMinutes({ realStartAt: now, realEndAt: plus(now, -3) }, now)).toBe(0);
    expect(breakMinutes({ realStartAt: plus(now, -7), realEndAt: null }, now)).toBe(7);
  });
});
