import type { CalendarDay } from './calendar-day.ts';
import { usableTimeZone, wallClock, zonedInstant, zoneOffsets } from './wall-clock.ts';

// The web reads and writes wall-clock times through the domain's cached zone offsets; an unknown zone reads as
// Europe/Paris (usableTimeZone) so a bad stored value does not break a screen.

/** The calendar day (YYYY-MM-DD) an instant falls on in the time zone. */
export function dayIn(instant: string | Date, timeZone: string): CalendarDay {
  return wallClock(new Date(instant), usableTimeZone(timeZone)).day;
}

/** The wall-clock time (HH:mm) of an instant in the time zone. */
export function timeIn(instant: string | Date, timeZone: string): string {
  return wallClock(new Date(instant), usableTimeZone(timeZone)).time;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The instant of a wall-clock day and time in the time zone, as ISO text with the zone's offset as the API takes it
 * (2026-12-14T08:00:00.000+01:00). A time skipped by a DST change moves forward; a time shown twice is its first
 * showing (see the domain's zonedInstant).
 */
export function isoAt(day: CalendarDay, time: string, timeZone: string): string {
  const at = zonedInstant(day, time, timeZone).getTime();
  const offset = zoneOffsets(timeZone).offsetAt(at);
  const minutes = Math.round(Math.abs(offset) / 60_000);
  const local = new Date(at + offset).toISOString().slice(0, -1);
  return `${local}${offset < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
