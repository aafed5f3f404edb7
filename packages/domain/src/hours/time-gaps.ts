import { TIME_GAP_TOLERANCE_MINUTES, type TimeGapKind } from './hours-schemas.ts';

const TOLERANCE_MS = TIME_GAP_TOLERANCE_MINUTES * 60_000;

/** One gap between the planned and the real times of a service. */
export interface ServiceTimeGap {
  kind: TimeGapKind;
  plannedAt: Date;
  realAt: Date;
  /** How late the start, or how early the end, in whole minutes. */
  minutes: number;
}

/**
 * The gaps of a service: a real start more than 5 minutes after the planned start is a lateness; a real end
 * more than 5 minutes before the planned end is an early departure. Missing real times make no gap.
 */
export function serviceTimeGaps(service: {
  startAt: Date;
  endAt: Date;
  realStartAt: Date | null;
  realEndAt: Date | null;
}): ServiceTimeGap[] {
  const gaps: ServiceTimeGap[] = [];
  const { startAt, endAt, realStartAt, realEndAt } = service;
  if (realStartAt && realStartAt.getTime() - startAt.getTime() > TOLERANCE_MS) {
    gaps.push({
      kind: 'late',
      plannedAt: startAt,
      realAt: realStartAt,
      minutes: Math.floor((realStartAt.getTime() - startAt.getTime()) / 60_000),
    });
  }
  if (realEndAt && endAt.getTime() - realEndAt.getTime() > TOLERANCE_MS) {
    gaps.push({
      kind: 'earlyLeave',
      plannedAt: endAt,
      realAt: realEndAt,
      minutes: Math.floor((endAt.getTime() - realEndAt.getTime()) / 60_000),
    });
  }
  return gaps;
}
