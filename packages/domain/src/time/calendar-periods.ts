import { firstOfMonth, localDay, mondayNumberOf, startOfLocalDay } from './local-days.ts';

/** A local calendar day, ISO week or month: its first day (day number) and its instants [from, to). */
export type CalendarPeriod = { firstDay: number; from: number; to: number };

/** How a kind of period is laid on the local calendar. */
export type PeriodKind = {
  /** The first day of the period holding a day. */
  startOf: (day: number) => number;
  /** The first day of the period `count` periods after the one starting on `firstDay`. */
  shift: (firstDay: number, count: number) => number;
};

export const dayPeriods: PeriodKind = { startOf: (day) => day, shift: (day, count) => day + count };
/** ISO weeks: Monday 00:00 to the next Monday 00:00, local time (168 h, or 167/169 h in a DST week). */
export const weekPeriods: PeriodKind = { startOf: mondayNumberOf, shift: (day, count) => day + 7 * count };
export const monthPeriods: PeriodKind = { startOf: (day) => firstOfMonth(day), shift: firstOfMonth };

/** The period starting on a given first day, as instants in the time zone. */
export function periodFrom(timeZone: string, kind: PeriodKind, firstDay: number): CalendarPeriod {
  return {
    firstDay,
    from: startOfLocalDay(timeZone, firstDay),
    to: startOfLocalDay(timeZone, kind.shift(firstDay, 1)),
  };
}

/** The periods that [start, end) shares time with, in order (one or two for a service of at most 24 h). */
export function periodsTouched(timeZone: string, kind: PeriodKind, start: number, end: number): CalendarPeriod[] {
  const periods: CalendarPeriod[] = [];
  let period = periodFrom(timeZone, kind, kind.startOf(localDay(timeZone, start)));
  periods.push(period);
  while (period.to < end) {
    period = periodFrom(timeZone, kind, kind.shift(period.firstDay, 1));
    periods.push(period);
  }
  return periods;
}
