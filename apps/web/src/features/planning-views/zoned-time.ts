import { TZDate } from '@date-fns/tz';
import { addDays, type CalendarDay, dayToDate, todayIn } from '@securite/domain/agents/calendar-day';

/** The French default when the agency's zone is not known (yet). */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

/** The calendar day an instant falls on in the zone. */
export function dayIn(instant: string | Date, timeZone: string): CalendarDay {
  return todayIn(timeZone, new Date(instant));
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time of an instant in the zone, as 08:00. */
export function timeIn(instant: string | Date, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('fr-FR', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    } catch {
      format = new Intl.DateTimeFormat('fr-FR', {
        timeZone: DEFAULT_TIME_ZONE,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    }
    timeFormats.set(timeZone, format);
  }
  return format.format(new Date(instant));
}

/** The instant a calendar day starts in the zone (daylight-saving days included). */
export function startOfDayIn(day: CalendarDay, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, date, timeZone).getTime());
}

/** The Monday of the day's week. */
export function mondayOf(day: CalendarDay): CalendarDay {
  const weekday = dayToDate(day).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** A period of whole days [first day 00:00, day after the last 00:00) in the zone, as ISO instants. */
export function periodOf(firstDay: CalendarDay, days: number, timeZone: string): { from: string; to: string } {
  return {
    from: startOfDayIn(firstDay, timeZone).toISOString(),
    to: startOfDayIn(addDays(firstDay, days), timeZone).toISOString(),
  };
}

const longDay = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const longDayYear = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDay = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A day as a heading: Aujourd’hui, Demain, Hier, else « lundi 14 décembre » (with the year when not this one). */
export function dayHeading(day: CalendarDay, today: CalendarDay): string {
  if (day === today) return 'Aujourd’hui';
  if (day === addDays(today, 1)) return 'Demain';
  if (day === addDays(today, -1)) return 'Hier';
  const format = day.slice(0, 4) === today.slice(0, 4) ? longDay : longDayYear;
  return format.format(dayToDate(day));
}

/** A week as « 14 déc. – 20 déc. 2026 ». */
export function weekLabel(monday: CalendarDay): string {
  const sunday = addDays(monday, 6);
  return `${shortDay.format(dayToDate(monday))} – ${shortDay.format(dayToDate(sunday))} ${sunday.slice(0, 4)}`;
}

/** A service's hours in the zone: « 08:00 – 20:00 », or « 20:00 → 08:00 le lendemain » when it ends another day. */
export function serviceHours(startAt: string, endAt: string, timeZone: string): string {
  const start = timeIn(startAt, timeZone);
  const end = timeIn(endAt, timeZone);
  const startDay = dayIn(startAt, timeZone);
  const endDay = dayIn(endAt, timeZone);
  if (endDay === startDay) return `${start} – ${end}`;
  if (endDay === addDays(startDay, 1)) return `${start} → ${end} le lendemain`;
  return `${start} → ${end} le ${longDay.format(dayToDate(endDay))}`;
}

/** Groups items by the day they start on in the zone, days in order, items in their given order. */
export function groupByDay<T>(
  items: readonly T[],
  startOf: (item: T) => string,
  timeZone: string,
): { day: CalendarDay; items: T[] }[] {
  const groups = new Map<CalendarDay, T[]>();
  for (const item of items) {
    const day = dayIn(startOf(item), timeZone);
    const group = groups.get(day);
    if (group) group.push(item);
    else groups.set(day, [item]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, list]) => ({ day, items: list }));
}

const weekdayShort = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', timeZone: 'UTC' });

/** A day in a table: « lun. 14/12 ». */
export function shortDayLabel(day: CalendarDay): string {
  return `${weekdayShort.format(dayToDate(day))} ${day.slice(8, 10)}/${day.slice(5, 7)}`;
}
