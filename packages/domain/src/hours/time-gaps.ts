import { TIME_GAP_TOLERANCE_MINUTES, type TimeGapKind } from './hours-schemas.ts';

const TOLERANCE_MS = TIME_GAP_TOLERANCE_MINUTES * 60_000;
const wholeMinutes = (ms: number) => Math.max(0, Math.floor(ms / 60_000));

/** One gap between the planned and the real times of a service. */
export interface ServiceTimeGap {
  kind: TimeGapKind;
  /** The planned start or end; null for a pause. */
  plannedAt: Date | null;
  realAt: Date;
  /** A pause's end (null while it lasts); null for the other kinds. */
  realEndAt: Date | null;
  /** How late the start, how early the end, or how long the pause, in whole minutes. */
  minutes: number;
  /** The break a pause comes from. */
  breakId?: string;
}

/** A break the agent took in the field, at the phone's times. */
export interface ServiceBreakTimes {
  id: string;
  realStartAt: Date;
  realEndAt: Date | null;
}

/** How long a break lasted, in whole minutes; a break still running counts up to `now`. */
export function breakMinutes(pause: { realStartAt: Date; realEndAt: Date | null }, now: Date): number {
  return wholeMinutes((pause.realEndAt ?? now).getTime() - pause.realStartAt.getTime());
}

/**
 * The gaps of a service, in the order they happened: a real start more than 5 minutes after the planned start is
 * a lateness; each break is a pause, whatever its length; a real end more than 5 minutes before the planned end is
 * an early departure. Missing real times make no gap. A circuit's lateness and early departures are its child
 * services' (it is not counted twice); its breaks are its own.
 */
export function serviceTimeGaps(
  service: { startAt: Date; endAt: Date; realStartAt: Date | null; realEndAt: Date | null; isCircuit?: boolean },
  breaks: readonly ServiceBreakTimes[],
  now: Date,
): ServiceTimeGap[] {
  const gaps: ServiceTimeGap[] = [];
  const { startAt, endAt, realStartAt, realEndAt } = service;
  const timed = !service.isCircuit;
  if (timed && realStartAt && realStartAt.getTime() - startAt.getTime() > TOLERANCE_MS) {
    gaps.push({
      kind: 'late',
      plannedAt: startAt,
      realAt: realStartAt,
      realEndAt: null,
      minutes: wholeMinutes(realStartAt.getTime() - startAt.getTime()),
    });
  }
  const pauses = [...breaks].sort((a, b) => a.realStartAt.getTime() - b.realStartAt.getTime());
  for (const pause of pauses) {
    gaps.push({
      kind: 'pause',
      plannedAt: null,
      realAt: pause.realStartAt,
      realEndAt: pause.realEndAt,
      minutes: breakMinutes(pause, now),
      breakId: pause.id,
    });
  }
  if (timed && realEndAt && endAt.getTime() - realEndAt.getTime() > TOLERANCE_MS) {
    gaps.push({
      kind: 'earlyLeave',
      plannedAt: endAt,
      realAt: realEndAt,
      realEndAt: null,
      minutes: wholeMinutes(endAt.getTime() - realEndAt.getTime()),
    });
  }
  return gaps;
}
