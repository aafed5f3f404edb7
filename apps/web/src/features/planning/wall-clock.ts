import { TZDate } from '@date-fns/tz';
import type { CalendarDay } from '@securite/domain/agents/calendar-day';

// Intl formatters are costly to build and cheap to use: one per time zone, kept.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const timeFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string) {
  let found = dayFormatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, found);
  }
  return found;
}

function timeFormatter(timeZone: string) {
  let found = timeFormatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('fr-FR', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    timeFormatters.set(timeZone, found);
  }
  return found;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in the time zone. */
export function dayIn(instant: string | Date, timeZone: string): CalendarDay {
  return dayFormatter(timeZone).format(new Date(instant));
}

/** The wall-clock time (HH:mm) of an instant in the time zone. */
export function timeIn(instant: string | Date, timeZone: string): string {
  return timeFormatter(timeZone).format(new Date(instant));
}

/** The instant of a wall-clock day and time in the time zone (a time skipped by a DST change moves forward). */
export function instantAt(day: CalendarDay, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, date, hours, minutes, timeZone).getTime());
}

/** The ISO text with the zone's offset, as the API takes it. */
export function isoAt(day: CalendarDay, time: string, timeZone: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new TZDate(year, month - 1, date, hours, minutes, timeZone).toISOString();
}
