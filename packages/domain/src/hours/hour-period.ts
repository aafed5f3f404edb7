import { addDays, type CalendarDay, formatDay } from '../time/calendar-day.ts';
import { monthLabel, zonedInstant } from '../time/wall-clock.ts';

/** A period of whole local days, both ends included. */
export interface HourPeriod {
  from: CalendarDay;
  to: CalendarDay;
}

/** The calendar month holding the day. */
export function monthPeriod(day: CalendarDay): HourPeriod {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${day.slice(0, 8)}01`, to: `${day.slice(0, 8)}${String(last).padStart(2, '0')}` };
}

/** The month `delta` months after (before when negative) the month of the period's first day. */
export function shiftMonth(period: HourPeriod, delta: number): HourPeriod {
  const year = Number(period.from.slice(0, 4));
  const month = Number(period.from.slice(5, 7)) - 1 + delta;
  const first = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  return monthPeriod(first);
}

/** Whether the period is exactly one calendar month. */
export function isMonthPeriod(period: HourPeriod): boolean {
  const month = monthPeriod(period.from);
  return month.from === period.from && month.to === period.to;
}

/** The period as the French read it: « mars 2026 » for a month, « 02/03/2026 – 15/03/2026 » otherwise. */
export function periodLabel(period: HourPeriod): string {
  if (isMonthPeriod(period)) {
    return monthLabel(Number(period.from.slice(5, 7)), period.from.slice(0, 4));
  }
  return period.from === period.to ? formatDay(period.from) : `${formatDay(period.from)} – ${formatDay(period.to)}`;
}

/** The instants the period covers in a time zone: from the start of its first day to the start of the day after. */
export function periodInstants(period: HourPeriod, timeZone: string): { start: Date; end: Date } {
  return {
    start: zonedInstant(period.from, '00:00', timeZone),
    end: zonedInstant(addDays(period.to, 1), '00:00', timeZone),
  };
}

/** Days in the period, both ends counted. */
export function periodDays(period: HourPeriod): number {
  return Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000) + 1;
}
