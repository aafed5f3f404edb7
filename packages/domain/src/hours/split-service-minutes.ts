import type { CalendarDay } from '../time/calendar-day.ts';
import { DAY_MS, dayFromNumber, isoWeekday, timeToMinutes, type ZoneOffsets, zoneOffsets } from '../time/wall-clock.ts';
import type { HourCoefficients } from './hour-coefficients.ts';

/** The pay categories of worked time: a minute is night or not, and falls on a weekday, a Sunday or a holiday. */
export const hourCategories = ['day', 'night', 'sunday', 'holiday', 'nightSunday', 'nightHoliday'] as const;
export type HourCategory = (typeof hourCategories)[number];

/** Column labels of the categories, as the hours screens show them. */
export const hourCategoryLabels: Record<HourCategory, string> = {
  day: 'Jour',
  night: 'Nuit',
  sunday: 'Dimanche',
  holiday: 'Férié',
  nightSunday: 'Nuit + dimanche',
  nightHoliday: 'Nuit + férié',
};

/** Minutes per category. */
export type HourSplit = Record<HourCategory, number>;

export const emptySplit = (): HourSplit => ({
  day: 0,
  night: 0,
  sunday: 0,
  holiday: 0,
  nightSunday: 0,
  nightHoliday: 0,
});

/** Adds `more` into `into` (in place) and returns it. */
export function addSplit(into: HourSplit, more: HourSplit): HourSplit {
  for (const category of hourCategories) into[category] += more[category];
  return into;
}

/** The minutes of every category together. */
export function splitTotal(split: HourSplit): number {
  let total = 0;
  for (const category of hourCategories) total += split[category];
  return total;
}

export interface SplitOptions {
  /** The agency's time zone: night, Sunday and holiday are read on its wall clock and calendar. */
  timeZone: string;
  coefficients: Pick<HourCoefficients, 'nightStart' | 'nightEnd'>;
  /** Whether a local calendar day (YYYY-MM-DD) is a public holiday. */
  isHoliday: (day: CalendarDay) => boolean;
}

/** A stretch of time on one local day, all night or all not. */
type Visit = (dayNumber: number, night: boolean, ms: number) => void;

/**
 * The first instant in (from, end) whose offset differs from the offset at `from`, or `end`. Zones change their
 * offset at most once in two days (see wall-clock.ts), so a day-long step cannot jump over a change and back.
 */
function nextOffsetChange(zone: ZoneOffsets, from: number, end: number): number {
  const offset = zone.offsetAt(from);
  // `known`: the last instant seen with the starting offset.
  for (let known = from; known < end - 1; ) {
    const high = Math.min(known + DAY_MS, end - 1);
    if (zone.offsetAt(high) === offset) {
      known = high;
      continue;
    }
    let a = known;
    let b = high;
    while (b - a > 1) {
      const middle = Math.floor((a + b) / 2);
      if (zone.offsetAt(middle) === offset) a = middle;
      else b = middle;
    }
    return b;
  }
  return end;
}

/**
 * Walks [start, end) in stretches that each lie on one local day and are wholly night or wholly not. The time is
 * cut where the zone's offset changes first, so that inside a piece local time runs with real time: a night when
 * clocks go back counts its 13 real hours, one when they go forward its 11.
 */
export function walkLocalStretches(start: number, end: number, options: Omit<SplitOptions, 'isHoliday'>, visit: Visit) {
  if (!(end > start)) return;
  const zone = zoneOffsets(options.timeZone);
  const nightStart = timeToMinutes(options.coefficients.nightStart) * 60_000;
  const nightEnd = timeToMinutes(options.coefficients.nightEnd) * 60_000;
  const wraps = nightStart > nightEnd;
  // Equal start and end: an empty night window, so no night hours at all.
  const isNight = (ms: number) =>
    wraps ? ms >= nightStart || ms < nightEnd : nightStart !== nightEnd && ms >= nightStart && ms < nightEnd;
  for (let t = start; t < end; ) {
    const pieceEnd = nextOffsetChange(zone, t, end);
    const offset = zone.offsetAt(t);
    const localEnd = pieceEnd + offset;
    for (let local = t + offset; local < localEnd; ) {
      const dayNumber = Math.floor(local / DAY_MS);
      const dayStart = dayNumber * DAY_MS;
      const inDay = local - dayStart;
      let next = DAY_MS;
      if (nightStart > inDay && nightStart < next) next = nightStart;
      if (nightEnd > inDay && nightEnd < next) next = nightEnd;
      const stop = Math.min(dayStart + next, localEnd);
      visit(dayNumber, isNight(inDay), stop - local);
      local = stop;
    }
    t = pieceEnd;
  }
}

/**
 * Splits a service's time into pay categories (minutes): a minute is night when its local wall-clock time is
 * within [nightStart, nightEnd) (wrapping midnight), Sunday or holiday by its local calendar day; a holiday that
 * falls on a Sunday counts as a holiday. Durations are real ones (daylight-saving nights included).
 */
export function splitServiceMinutes(startAt: Date | number, endAt: Date | number, options: SplitOptions): HourSplit {
  const split = emptySplit();
  let lastDay = Number.NaN;
  let kind: 'weekday' | 'sunday' | 'holiday' = 'weekday';
  walkLocalStretches(+startAt, +endAt, options, (dayNumber, night, ms) => {
    if (dayNumber !== lastDay) {
      lastDay = dayNumber;
      kind = options.isHoliday(dayFromNumber(dayNumber))
        ? 'holiday'
        : isoWeekday(dayNumber) === 7
          ? 'sunday'
          : 'weekday';
    }
    const minutes = ms / 60_000;
    if (kind === 'holiday') split[night ? 'nightHoliday' : 'holiday'] += minutes;
    else if (kind === 'sunday') split[night ? 'nightSunday' : 'sunday'] += minutes;
    else split[night ? 'night' : 'day'] += minutes;
  });
  return split;
}

/** Minutes of [start, end) per local calendar day (days since 1970-01-01 in the zone), added into `into`. */
export function addMinutesByDay(
  into: Map<number, number>,
  startAt: Date | number,
  endAt: Date | number,
  timeZone: string,
): Map<number, number> {
  // No night window: only the day cuts matter.
  walkLocalStretches(
    +startAt,
    +endAt,
    { timeZone, coefficients: { nightStart: '00:00', nightEnd: '00:00' } },
    (d, _n, ms) => into.set(d, (into.get(d) ?? 0) + ms / 60_000),
  );
  return into;
}
