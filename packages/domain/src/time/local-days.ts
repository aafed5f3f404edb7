import { DAY_MS, isoWeekday, monthLabel, usableTimeZone, type ZoneOffsets, zoneOffsets } from './wall-clock.ts';

/**
 * Local calendar arithmetic in an agency's time zone for the planning checks. Local days are numbered
 * (0 = 1970-01-01, as in wall-clock.ts) so that days, ISO weeks and months are integer arithmetic; the offsets
 * come from wall-clock.ts's cached tables, and the start of each local day is cached too because the rules of
 * one call ask for the same few boundaries again and again.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
const CACHE_LIMIT = 50_000;

type Zone = { offsets: ZoneOffsets; midnights: Map<number, number> };
const zones = new Map<string, Zone>();

function zoneOf(timeZone: string): Zone {
  let zone = zones.get(timeZone);
  if (!zone) {
    // An unknown zone in the data must not break a check (the web runs them too): the French default, as todayIn.
    zone = { offsets: zoneOffsets(usableTimeZone(timeZone)), midnights: new Map() };
    zones.set(timeZone, zone);
  }
  return zone;
}

/** Local time minus UTC at that instant, in milliseconds (+3 600 000 in Paris in winter). */
export function zoneOffset(timeZone: string, ms: number): number {
  return zoneOf(timeZone).offsets.offsetAt(ms);
}

/** The local calendar day of an instant, as a day number (days since 1970-01-01). */
export function localDay(timeZone: string, ms: number): number {
  return Math.floor((ms + zoneOffset(timeZone, ms)) / DAY_MS);
}

/** The instant a local day starts: its midnight, or the first instant after it when the clock jumps over it. */
export function startOfLocalDay(timeZone: string, day: number): number {
  const zone = zoneOf(timeZone);
  let start = zone.midnights.get(day);
  if (start === undefined) {
    start = zone.offsets.instant(day * DAY_MS);
    if (zone.midnights.size >= CACHE_LIMIT) zone.midnights.clear();
    zone.midnights.set(day, start);
  }
  return start;
}

/** The Monday (day number) of the ISO week of a day. */
export function mondayNumberOf(day: number): number {
  return day - isoWeekday(day) + 1;
}

/** The first day (day number) of the month of a day, moved by `months` months. */
export function firstOfMonth(day: number, months = 0): number {
  const date = new Date(day * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1) / DAY_MS;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A day number as the French write it: `14/12/2026`, or `14/12` without the year. */
export function formatDayNumber(day: number, withYear = true): string {
  const date = new Date(day * DAY_MS);
  const short = `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}`;
  return withYear ? `${short}/${date.getUTCFullYear()}` : short;
}

/** The month of a day number in words: `décembre 2026`. */
export function formatMonth(day: number): string {
  const date = new Date(day * DAY_MS);
  return monthLabel(date.getUTCMonth() + 1, date.getUTCFullYear());
}

/** The local wall-clock time of an instant: `08:30`. */
export function formatLocalTime(timeZone: string, ms: number): string {
  const wall = new Date(ms + zoneOffset(timeZone, ms));
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** The local day of an instant: `12/12` (or `12/12/2026` with the year). */
export function formatLocalDay(timeZone: string, ms: number, withYear = false): string {
  return formatDayNumber(localDay(timeZone, ms), withYear);
}
