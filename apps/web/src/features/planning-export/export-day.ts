import { type CalendarDay, todayIn } from '@securite/domain/agents/calendar-day';
import { type ExportPeriod, exportDayOf, exportRange } from '@securite/domain/planning/planning-export-schemas';

/** What a planning screen shows: its period and first and last days (YYYY-MM-DD, both included). */
export interface ShownPeriod {
  period: ExportPeriod;
  from: CalendarDay;
  to: CalendarDay;
}

/** Today on this device (the planning screens show the agency's days; a day apart at worst, only near midnight). */
export function deviceToday(now: Date = new Date()): CalendarDay {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now);
}

/**
 * The day whose week or month an export covers: the month holding most of the shown days; the shown week, or from
 * a month, the current week when today is shown, else the first week.
 */
export function exportDayFor(wanted: ExportPeriod, shown: ShownPeriod, today: CalendarDay): CalendarDay {
  if (wanted === 'month') return exportDayOf('month', shown.from, shown.to);
  if (shown.period === 'week') return shown.from;
  return today >= shown.from && today <= shown.to ? today : shown.from;
}

/** "semaine du 14/12/2026" or "décembre 2026": what an export of that day covers. */
export function exportLabel(wanted: ExportPeriod, day: CalendarDay): string {
  return exportRange(wanted, day).label;
}
