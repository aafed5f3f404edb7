import type { CalendarDay } from '@securite/domain/agents/calendar-day';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The agency's zone when the runtime knows it, else the French default (a bad value must not break an export). */
export function usableTimeZone(timeZone: string): string {
  try {
    formatterOf(timeZone);
    return timeZone;
  } catch {
    return 'Europe/Paris';
  }
}

/** The wall-clock time the zone shows at an instant, written as if it were UTC (ms): what Excel dates hold. */
export function wallClockMs(instant: Date, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The calendar day and 'HH:MM' time the zone shows at an instant. */
export function wallClock(instant: Date, timeZone: string): { day: CalendarDay; time: string } {
  const iso = new Date(wallClockMs(instant, timeZone)).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The instant the zone's clocks show midnight starting `day` (no zone skips midnight in the era we plan in). */
export function zonedMidnight(day: CalendarDay, timeZone: string): Date {
  const local = Date.parse(`${day}T00:00:00Z`);
  // Two rounds settle the offset, including on the days clocks change.
  let instant = local - (wallClockMs(new Date(local), timeZone) - local);
  instant = local - (wallClockMs(new Date(instant), timeZone) - instant);
  return new Date(instant);
}
