import { dayNumber, isoWeekday } from './wall-clock.ts';

/**
 * Calendar days as 'YYYY-MM-DD' strings, the form PostgreSQL `date` columns and the forms use. Expirations are
 * whole days: comparing them as UTC midnights keeps daylight-saving changes out of the count.
 */
export type CalendarDay = string;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = dayToDate(value);
  return date.getUTCFullYear() === Number(match[1]) && date.getUTCMonth() + 1 === Number(match[2]);
}

/** The day as a Date at UTC midnight. */
export function dayToDate(day: CalendarDay): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The UTC calendar day of a date. */
export function dateToDay(date: Date): CalendarDay {
  return date.toISOString().slice(0, 10);
}

/** The day n days after (or before, when negative) the given day. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  return dateToDay(new Date(dayToDate(day).getTime() + days * 86_400_000));
}

/** ISO weekday of a day: 1 = Monday … 7 = Sunday. */
export function weekdayOf(day: CalendarDay): number {
  return isoWeekday(dayNumber(day));
}

/** The Monday of the day's week (the day-number form for the checks is local-days' mondayNumberOf). */
export function mondayOf(day: CalendarDay): CalendarDay {
  return addDays(day, 1 - weekdayOf(day));
}

/** Today in a time zone (an agency's, Europe/Paris by default). */
export function todayIn(timeZone: string, now: Date = new Date()): CalendarDay {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    );
  } catch {
    // An unknown zone in the data must not break a screen: fall back to the French default.
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  }
}

/** The day as the French read it: 15/01/2029. */
export function formatDay(day: CalendarDay): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
