import { addDays, type CalendarDay, dayToDate, formatDay, mondayOf } from './calendar-day.ts';
import { monthLabel } from './wall-clock.ts';
import { isoAt } from './zoned-instants.ts';

export type PeriodMode = 'week' | 'month';

/** The days a planning grid shows and the instants to fetch, in the agency's time zone. */
export interface PlanningPeriod {
  mode: PeriodMode;
  days: CalendarDay[];
  /** Midnight of the first day and of the day after the last one, with the zone's offset. */
  from: string;
  to: string;
  /** 'Décembre 2026' or 'Semaine du 14/12/2026'. */
  label: string;
}

function firstDay(mode: PeriodMode, anchor: CalendarDay): CalendarDay {
  return mode === 'week' ? mondayOf(anchor) : `${anchor.slice(0, 8)}01`;
}

function daysInMonth(first: CalendarDay): number {
  const date = dayToDate(first);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
}

/** The week (Monday first) or the month holding the anchor day. */
export function periodOf(mode: PeriodMode, anchor: CalendarDay, timeZone: string): PlanningPeriod {
  const first = firstDay(mode, anchor);
  const length = mode === 'week' ? 7 : daysInMonth(first);
  const days = Array.from({ length }, (_, index) => addDays(first, index));
  const month = monthLabel(Number(first.slice(5, 7)), first.slice(0, 4));
  return {
    mode,
    days,
    from: isoAt(first, '00:00', timeZone),
    to: isoAt(addDays(first, length), '00:00', timeZone),
    label: mode === 'week' ? `Semaine du ${formatDay(first)}` : month.charAt(0).toUpperCase() + month.slice(1),
  };
}

/** The anchor of the previous (-1) or next (+1) week or month. */
export function shiftAnchor(mode: PeriodMode, anchor: CalendarDay, step: number): CalendarDay {
  const first = firstDay(mode, anchor);
  if (mode === 'week') return addDays(first, 7 * step);
  const date = dayToDate(first);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + step, 1)).toISOString().slice(0, 10);
}

const weekdayShort = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', timeZone: 'UTC' });
const dayLong = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** 'lun.' and '14' for a column header. */
export function dayHeader(day: CalendarDay): { weekday: string; date: string } {
  return { weekday: weekdayShort.format(dayToDate(day)), date: String(Number(day.slice(8))) };
}

/** 'lundi 14 décembre', for the accessible names of the cells. */
export function dayLongLabel(day: CalendarDay): string {
  return dayLong.format(dayToDate(day));
}
