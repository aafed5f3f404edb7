import { formatDay } from '../time/calendar-day.ts';
import { type HolidayRegion, publicHolidays } from '../time/holidays.ts';
import {
  DAY_MS,
  dayFromNumber,
  dayNumber,
  daysFromCivil,
  isoWeekday,
  timeToMinutes,
  zoneOffsets,
} from '../time/wall-clock.ts';
import { isOvernight, type Occurrence, type Recurrence } from './recurrence-schemas.ts';

/** Where a recurrence is expanded: the agency's time zone and the site's public holiday calendar. */
export type ExpansionOptions = { timeZone: string; holidayRegion?: HolidayRegion | undefined };

/**
 * The occurrences of a recurrence rule (spec 000 section 5), in day order, one per day at most.
 *
 * - `none`: the start date alone; the end date and the holiday exclusion are ignored (the day was picked by hand).
 * - `daily`: every `frequency` days from the start date.
 * - `weekly`: the ISO weekdays `days` (1 = Monday) of every `frequency`-th week, weeks counted Monday-based from
 *   the week of the start date.
 * - `monthly`: the `monthDays` of every `frequency`-th month from the start date's month; days a month lacks are
 *   skipped (no 31 April, 29 February only in leap years), never moved.
 * - `holidays`: every public holiday of the region in the period (`excludeHolidays` does not apply).
 *
 * `excludeHolidays` drops public holidays except the days listed in `holidayDays`. Each occurrence starts at the
 * wall-clock `startTime` in `timeZone` on its day and ends at `endTime` the same day, or the next day when
 * overnight, so a 20:00–08:00 night lasts 11 real hours when clocks go forward and 13 when they go back. A time
 * the clocks skip moves forward by the gap (02:30 → 03:30 in Paris); a repeated time is the first one. Should that
 * put the start after the end (02:30–03:10 that day), the service starts when the clocks jump (03:00), so it is never
 * negative; it is empty only when its whole window was skipped (02:15–03:00).
 * The rule is expected already parsed by `zRecurrence` (dates valid, period bounded).
 */
export function expandRecurrence(rule: Recurrence, options: ExpansionOptions): Occurrence[] {
  const days = occurrenceDayNumbers(rule, options.holidayRegion);
  const zone = zoneOffsets(options.timeZone);
  const start = timeToMinutes(rule.startTime) * 60_000;
  const end = timeToMinutes(rule.endTime) * 60_000 + (isOvernight(rule.startTime, rule.endTime) ? DAY_MS : 0);
  const occurrences: Occurrence[] = new Array(days.length);
  for (let i = 0; i < days.length; i++) {
    const midnight = days[i] * DAY_MS;
    let startAt = zone.instant(midnight + start);
    const endAt = zone.instant(midnight + end);
    // A start skipped by the clocks, moved past an end just after the gap (02:30–03:10): start when time resumes.
    if (endAt < startAt) startAt = zone.changeBefore(startAt);
    occurrences[i] = { day: dayFromNumber(days[i]), startAt: new Date(startAt), endAt: new Date(endAt) };
  }
  return occurrences;
}

/** How many services a rule plans (the "Créer N service(s) ?" count) without building them. */
export function countOccurrences(rule: Recurrence, options: Pick<ExpansionOptions, 'holidayRegion'> = {}): number {
  return occurrenceDayNumbers(rule, options.holidayRegion).length;
}

/** The calendar days (YYYY-MM-DD) a rule plans, in order. */
export function occurrenceDays(rule: Recurrence, options: Pick<ExpansionOptions, 'holidayRegion'> = {}): string[] {
  return occurrenceDayNumbers(rule, options.holidayRegion).map(dayFromNumber);
}

/** Candidate days as days since the epoch, sorted and unique, public holidays already removed when asked. */
function occurrenceDayNumbers(rule: Recurrence, region: HolidayRegion | undefined): number[] {
  const first = dayNumber(rule.startDate);
  if (rule.repeat === 'none') return Number.isFinite(first) ? [first] : [];
  const last = dayNumber(rule.endDate);
  if (!(first <= last)) return [];
  const every = Math.max(1, Math.floor(rule.frequency) || 1);
  if (rule.repeat === 'holidays') return holidayNumbers(first, last, region);
  const days =
    rule.repeat === 'daily'
      ? dailyDays(first, last, every)
      : rule.repeat === 'weekly'
        ? weeklyDays(first, last, every, sortedUnique(rule.days))
        : monthlyDays(first, last, every, sortedUnique(rule.monthDays), rule.startDate);
  if (!rule.excludeHolidays) return days;
  const worked = new Set(rule.holidayDays.map(dayNumber));
  const excluded = new Set(holidayNumbers(first, last, region).filter((day) => !worked.has(day)));
  return excluded.size === 0 ? days : days.filter((day) => !excluded.has(day));
}

function dailyDays(first: number, last: number, every: number): number[] {
  const days: number[] = [];
  for (let day = first; day <= last; day += every) days.push(day);
  return days;
}

function weeklyDays(first: number, last: number, every: number, weekdays: number[]): number[] {
  const days: number[] = [];
  for (let monday = first - isoWeekday(first) + 1; monday <= last; monday += 7 * every) {
    for (const weekday of weekdays) {
      const day = monday + weekday - 1;
      if (day > last) break;
      if (day >= first) days.push(day);
    }
  }
  return days;
}

function monthlyDays(first: number, last: number, every: number, monthDays: number[], startDate: string): number[] {
  const days: number[] = [];
  const startYear = Number(startDate.slice(0, 4));
  const startMonth = Number(startDate.slice(5, 7)) - 1;
  for (let k = 0; ; k += every) {
    const year = startYear + Math.floor((startMonth + k) / 12);
    const month = ((startMonth + k) % 12) + 1;
    const monthStart = daysFromCivil(year, month, 1);
    if (monthStart > last) break;
    const length = daysFromCivil(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1) - monthStart;
    for (const date of monthDays) {
      const day = monthStart + date - 1;
      if (date > length || day > last) break;
      if (day >= first) days.push(day);
    }
  }
  return days;
}

/** Public holidays between two day numbers (inclusive), sorted, one per day. */
function holidayNumbers(first: number, last: number, region: HolidayRegion | undefined): number[] {
  const days: number[] = [];
  const lastYear = Number(dayFromNumber(last).slice(0, 4));
  for (let year = Number(dayFromNumber(first).slice(0, 4)); year <= lastYear; year++) {
    for (const holiday of publicHolidays(year, region)) {
      const day = dayNumber(holiday.day);
      if (day >= first && day <= last && day !== days[days.length - 1]) days.push(day);
    }
  }
  return days;
}

function sortedUnique(values: readonly number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

const weekdayNames = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

/** A French one-liner for the rule: "Chaque semaine le lundi, mercredi de 20:00 à 08:00 du 01/12/2026 au 31/12/2026". */
export function describeRecurrence(rule: Recurrence): string {
  const hours = `de ${rule.startTime} à ${rule.endTime}`;
  if (rule.repeat === 'none') return `Le ${formatDay(rule.startDate)} ${hours}`;
  const period = `du ${formatDay(rule.startDate)} au ${formatDay(rule.endDate)}`;
  const n = rule.frequency;
  let what: string;
  switch (rule.repeat) {
    case 'daily':
      what = n === 1 ? 'Chaque jour' : `Tous les ${n} jours`;
      break;
    case 'weekly': {
      const names = sortedUnique(rule.days).map((d) => weekdayNames[d - 1]);
      what = `${n === 1 ? 'Chaque semaine' : `Toutes les ${n} semaines`} le ${names.join(', ')}`;
      break;
    }
    case 'monthly': {
      const dates = sortedUnique(rule.monthDays).map((d) => (d === 1 ? '1er' : String(d)));
      what = `${n === 1 ? 'Chaque mois' : `Tous les ${n} mois`} le ${dates.join(', ')}`;
      break;
    }
    case 'holidays':
      return `Les jours fériés ${hours} ${period}`;
  }
  const worked = [...new Set(rule.holidayDays)].sort().map(formatDay);
  const holidays = !rule.excludeHolidays
    ? ''
    : worked.length === 0
      ? ', sauf les jours fériés'
      : `, sauf les jours fériés (travaillés : ${worked.join(', ')})`;
  return `${what} ${hours} ${period}${holidays}`;
}
