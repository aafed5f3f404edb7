import { isCalendarDay } from './calendar-day.ts';

/**
 * The years a date may take anywhere in the API and the forms. Outside them a date is a typo (0800 for 2008,
 * 9999 as "never"), which PostgreSQL, the exports and the day arithmetic cannot all handle.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

const LEADING_YEAR = /^(\d{4})-/;

/** Whether the year is between MIN_YEAR and MAX_YEAR, both included. */
export function isYearInRange(year: number): boolean {
  return Number.isInteger(year) && year >= MIN_YEAR && year <= MAX_YEAR;
}

/** Whether a date or an instant written 'YYYY-…' (as it is written, before any zone shift) has a year in range. */
export function hasYearInRange(value: string): boolean {
  const match = LEADING_YEAR.exec(value);
  return match !== null && isYearInRange(Number(match[1]));
}

/** Whether the text is a real calendar day 'YYYY-MM-DD' of a year in range. */
export function isCalendarDayInRange(value: string): boolean {
  return isCalendarDay(value) && hasYearInRange(value);
}
