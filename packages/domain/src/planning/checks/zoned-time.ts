/**
 * Wall-clock arithmetic in an agency's time zone for the planning checks. Local calendar days are numbered
 * (0 = 1970-01-01) so that days, ISO weeks and months are plain integer arithmetic; only the instant of a local
 * midnight and the offset of an instant ask Intl, and both are cached because a check asks for the same few
 * boundaries again and again.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Every time zone changes its offset on a multiple of 15 minutes (UTC), so an offset holds for a whole slot. */
const SLOT_MS = 900_000;
const CACHE_LIMIT = 50_000;

type Zone = {
  format: Intl.DateTimeFormat;
  offsets: Map<number, number>;
  midnights: Map<number, number>;
};

const zones = new Map<string, Zone>();

function makeFormat(timeZone: string): Intl.DateTimeFormat {
  // Only the offset is read ("…, GMT+01:00"): format() with one field is several times faster than formatToParts.
  return new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
}

function zoneOf(timeZone: string): Zone {
  let zone = zones.get(timeZone);
  if (!zone) {
    let format: Intl.DateTimeFormat;
    try {
      format = makeFormat(timeZone);
    } catch {
      // An unknown zone in the data must not break a check: fall back to the French default (as todayIn does).
      format = makeFormat('Europe/Paris');
    }
    zone = { format, offsets: new Map(), midnights: new Map() };
    zones.set(timeZone, zone);
  }
  return zone;
}

function remember(map: Map<number, number>, key: number, value: number): number {
  if (map.size >= CACHE_LIMIT) map.clear();
  map.set(key, value);
  return value;
}

const OFFSET_PATTERN = /GMT(?:([+\-\u2212])(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

function computeOffset(zone: Zone, ms: number): number {
  const match = OFFSET_PATTERN.exec(zone.format.format(ms));
  if (!match?.[1]) return 0;
  const sign = match[1] === '+' ? 1 : -1;
  return sign * ((Number(match[2]) * 60 + Number(match[3])) * 60 + Number(match[4] ?? 0)) * 1000;
}

function offsetIn(zone: Zone, ms: number): number {
  const slot = Math.floor(ms / SLOT_MS);
  const cached = zone.offsets.get(slot);
  if (cached !== undefined) return cached;
  return remember(zone.offsets, slot, computeOffset(zone, slot * SLOT_MS));
}

/** Local time minus UTC at that instant, in milliseconds (+3 600 000 in Paris in winter). */
export function zoneOffset(timeZone: string, ms: number): number {
  return offsetIn(zoneOf(timeZone), ms);
}

/** The local calendar day of an instant, as a day number (days since 1970-01-01). */
export function localDay(timeZone: string, ms: number): number {
  return Math.floor((ms + zoneOffset(timeZone, ms)) / DAY_MS);
}

/** The instant a local day starts (its midnight, or the first instant after it when a DST jump skips it). */
export function startOfLocalDay(timeZone: string, day: number): number {
  const zone = zoneOf(timeZone);
  const cached = zone.midnights.get(day);
  if (cached !== undefined) return cached;
  const wall = day * DAY_MS;
  const first = wall - offsetIn(zone, wall);
  const second = wall - offsetIn(zone, first);
  const valid = [first, second].filter((t) => t + offsetIn(zone, t) === wall);
  // Two valid instants: midnight happened twice (a fall-back at midnight), the day starts at the first one.
  const start = valid.length > 0 ? Math.min(...valid) : Math.max(first, second);
  return remember(zone.midnights, day, start);
}

/** The Monday (day number) of the ISO week of a day. */
export function mondayOf(day: number): number {
  // Day 0, 1970-01-01, was a Thursday: three days after a Monday.
  return day - ((((day + 3) % 7) + 7) % 7);
}

/** The first day (day number) of the month of a day, moved by `months` months. */
export function firstOfMonth(day: number, months = 0): number {
  const date = new Date(day * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1) / DAY_MS;
}

const pad = (n: number) => String(n).padStart(2, '0');
const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** A day number as the French write it: `14/12/2026`, or `14/12` without the year. */
export function formatDayNumber(day: number, withYear = true): string {
  const date = new Date(day * DAY_MS);
  const short = `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}`;
  return withYear ? `${short}/${date.getUTCFullYear()}` : short;
}

/** The month of a day number in words: `décembre 2026`. */
export function formatMonth(day: number): string {
  const date = new Date(day * DAY_MS);
  return `${FRENCH_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
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
