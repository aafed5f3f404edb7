import { addDays, type CalendarDay } from '../time/calendar-day.ts';
import { timeToMinutes, usableTimeZone, wallClock, zonedInstant } from '../time/wall-clock.ts';

/**
 * Issue 30: which day's activity report is due at `now` for an agency that sends it at `sendTime` (HH:MM) of its
 * own day: from that time on, the day before; earlier in the morning, none (yesterday's was the day before's).
 * A server that was down at the time catches up later the same day.
 */
export function dailyReportDueDay(now: Date, timeZone: string, sendTime: string): CalendarDay | null {
  const { day, time } = wallClock(now, usableTimeZone(timeZone));
  return timeToMinutes(time) >= timeToMinutes(sendTime) ? addDays(day, -1) : null;
}

/** The instants that bound a day of the zone, [start, end): 23 or 25 hours on the days the clock changes. */
export function dayBounds(day: CalendarDay, timeZone: string): { start: Date; end: Date } {
  const zone = usableTimeZone(timeZone);
  return { start: zonedInstant(day, '00:00', zone), end: zonedInstant(addDays(day, 1), '00:00', zone) };
}
