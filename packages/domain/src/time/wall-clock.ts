import { tzOffset } from '@date-fns/tz';
import { AppError } from '../errors/app-error.ts';
import { ErrorCode } from '../errors/error-codes.ts';

/**
 * Wall-clock time in a time zone → instant, fast enough to run for every occurrence of a recurrence.
 *
 * Asking Intl for an offset costs a few microseconds; a year of services asks thousands of times. So each zone keeps
 * its offset changes per 64-day chunk: the offset is sampled once a day through Intl (`tzOffset` of @date-fns/tz)
 * and every change between two samples is located to the second by bisection. After that an offset is a lookup
 * in a list of zero or one change. This assumes a zone never changes its offset twice within two days, which
 * holds for every IANA zone in the era we plan in.
 */

export const DAY_MS = 86_400_000;
const CHUNK_DAYS = 64;
const CHUNK_MS = CHUNK_DAYS * DAY_MS;

type Chunk = { offsets: number[]; changes: number[] };

class ZoneOffsets {
  private readonly chunks = new Map<number, Chunk>();
  private lastIndex = Number.NaN;
  private lastChunk: Chunk = { offsets: [0], changes: [] };

  constructor(private readonly timeZone: string) {}

  /** The zone's offset from UTC at an instant, in milliseconds (positive east of Greenwich). */
  offsetAt(instant: number): number {
    const index = Math.floor(instant / CHUNK_MS);
    if (index !== this.lastIndex) {
      this.lastChunk = this.chunk(index);
      this.lastIndex = index;
    }
    const { offsets, changes } = this.lastChunk;
    let offset = offsets[0];
    for (let i = 0; i < changes.length && instant >= changes[i]; i++) offset = offsets[i + 1];
    return offset;
  }

  /** The last offset change at or before an instant, within the previous 64 days (else the instant itself). */
  changeBefore(instant: number): number {
    const index = Math.floor(instant / CHUNK_MS);
    for (const { changes } of [this.chunk(index), this.chunk(index - 1)]) {
      for (let i = changes.length - 1; i >= 0; i--) if (changes[i] <= instant) return changes[i];
    }
    return instant;
  }

  private chunk(index: number): Chunk {
    let chunk = this.chunks.get(index);
    if (!chunk) {
      chunk = this.build(index * CHUNK_MS);
      this.chunks.set(index, chunk);
    }
    return chunk;
  }

  /**
   * The instant at which clocks in the zone show `local` (a wall-clock time written as if it were UTC, in ms).
   * Like Temporal's "compatible" disambiguation and @date-fns/tz: a time repeated when clocks go back is the first
   * (summer-time) one; a time skipped when clocks go forward is moved forward by the gap (02:30 → 03:30 in Paris).
   */
  instant(local: number): number {
    // The instant is within 14 hours of `local`; the offsets a day either side bracket it.
    const before = this.offsetAt(local - DAY_MS);
    const after = this.offsetAt(local + DAY_MS);
    if (before === after) return local - before;
    const early = local - before;
    const late = local - after;
    const earlyValid = this.offsetAt(early) === before;
    const lateValid = this.offsetAt(late) === after;
    if (earlyValid && lateValid) return Math.min(early, late);
    if (lateValid) return late;
    // Valid early instant, or a skipped time: the offset before the change moves it forward by the gap.
    return early;
  }

  private sample(instant: number): number {
    return Math.round(tzOffset(this.timeZone, new Date(instant)) * 60) * 1000;
  }

  private build(start: number): Chunk {
    const offsets = [this.sample(start)];
    const changes: number[] = [];
    let previous = offsets[0];
    for (let day = 1; day <= CHUNK_DAYS; day++) {
      const at = start + day * DAY_MS;
      const offset = this.sample(at);
      if (offset === previous) continue;
      // Bisect to the first second showing the new offset.
      let low = at - DAY_MS;
      let high = at;
      while (high - low > 1000) {
        const middle = low + Math.floor((high - low) / 2000) * 1000;
        if (this.sample(middle) === previous) low = middle;
        else high = middle;
      }
      if (high < start + CHUNK_MS) {
        changes.push(high);
        offsets.push(offset);
      }
      previous = offset;
    }
    return { offsets, changes };
  }
}

const zones = new Map<string, ZoneOffsets>();

/** The cached offset table of a time zone; an unknown zone is refused with a French error. */
export function zoneOffsets(timeZone: string): ZoneOffsets {
  let zone = zones.get(timeZone);
  if (!zone) {
    if (Number.isNaN(tzOffset(timeZone, new Date())))
      throw new AppError(ErrorCode.Validation, `Fuseau horaire inconnu : ${timeZone}`);
    zone = new ZoneOffsets(timeZone);
    zones.set(timeZone, zone);
  }
  return zone;
}

export type { ZoneOffsets };

/** The zone every agency starts with, and the fallback when its stored zone is unknown. */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

/** The zone when known, else the French default: a bad stored value must not break a check or an export. */
export function usableTimeZone(timeZone: string): string {
  try {
    zoneOffsets(timeZone);
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** The wall-clock time the zone shows at an instant, to the second, written as if it were UTC (ms). */
export function wallClockMs(instant: Date, timeZone: string): number {
  const ms = instant.getTime();
  const local = ms + zoneOffsets(timeZone).offsetAt(ms);
  return local - (((local % 1000) + 1000) % 1000);
}

/** The calendar day and 'HH:MM' time the zone shows at an instant. */
export function wallClock(instant: Date, timeZone: string): { day: string; time: string } {
  const iso = new Date(wallClockMs(instant, timeZone)).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** Minutes since midnight of an 'HH:MM' time. */
export function timeToMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Days since 1970-01-01 of a civil date (proleptic Gregorian; H. Hinnant's days_from_civil, integers only). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' day. */
export function dayNumber(day: string): number {
  return daysFromCivil(Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10)));
}

/** French month names, January first. */
export const FRENCH_MONTHS = [
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
] as const;

/** A month as the French write it: `décembre 2026` (`month` from 1 to 12; the year printed as given). */
export function monthLabel(month: number, year: number | string): string {
  return `${FRENCH_MONTHS[month - 1]} ${year}`;
}

const TWO_DIGITS = Array.from({ length: 32 }, (_, i) => String(i).padStart(2, '0'));

// Day strings of 2000–2099 are kept once made (an expansion writes one per occurrence); the table is filled so
// that it stays a packed array, made on first use.
const CACHE_FIRST = 10_957;
const CACHE_SIZE = 36_525;
let dayStrings: string[] | undefined;

/** The 'YYYY-MM-DD' day of a day number. */
export function dayFromNumber(days: number): string {
  const index = days - CACHE_FIRST;
  if (index < 0 || index >= CACHE_SIZE) return civilDay(days);
  dayStrings ??= new Array<string>(CACHE_SIZE).fill('');
  let day = dayStrings[index];
  if (day === '') {
    day = civilDay(days);
    dayStrings[index] = day;
  }
  return day;
}

/** H. Hinnant's civil_from_days: integers only. */
function civilDay(days: number): string {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}`;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a day number; 1970-01-01 was a Thursday. */
export function isoWeekday(days: number): number {
  return ((((days + 3) % 7) + 7) % 7) + 1;
}

/** The instant at which a wall-clock time ('HH:MM') on a day is shown in the zone (see ZoneOffsets.instant). */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  return new Date(zoneOffsets(timeZone).instant(dayNumber(day) * DAY_MS + timeToMinutes(time) * 60_000));
}
