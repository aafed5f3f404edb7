import { type ExportPeriod, exportDayOf, exportRange } from '@securite/domain/planning-export/planning-export-schemas';
import { type CalendarDay, todayIn } from '@securite/domain/time/calendar-day';

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
 * The day whose week (Monday to Sunday) or month an export covers: the one holding most of the shown days (seven
 * days from a Sunday export the week that follows); from a month view, the current week when today is shown, else
 * its first week.
 */
export function exportDayFor(wanted: ExportPeriod, shown: ShownPeriod, today: CalendarDay): CalendarDay {
  // The middle shown day: exportDayOf takes it for a month.
  const middle = exportDayOf('month', shown.from, shown.to);
  if (wanted === 'month' || shown.period === 'week') return middle;
  return today >= shown.from && today <= shown.to ? today : shown.from;
}

/** "semaine du 14/12/2026" or "décembre 2026": what an export of that day covers. */
export function exportLabel(wanted: ExportPeriod, day: CalendarDay): string {
  return exportRange(wanted, day).label;
}
