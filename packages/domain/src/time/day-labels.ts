import { addDays, type CalendarDay, dayToDate } from './calendar-day.ts';
import { zonedInstant } from './wall-clock.ts';
import { dayIn, timeIn } from './zoned-instants.ts';

/** A period of whole days [first day 00:00, day after the last 00:00) in the zone, as ISO instants. */
export function daysPeriod(firstDay: CalendarDay, days: number, timeZone: string): { from: string; to: string } {
  return {
    from: zonedInstant(firstDay, '00:00', timeZone).toISOString(),
    to: zonedInstant(addDays(firstDay, days), '00:00', timeZone).toISOString(),
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
