import { formatHours } from '@securite/domain/time/format-hours';

/** Minutes as the hours screens show them: `152 h 30`; an empty category shows a dash. */
export function hoursText(minutes: number, dashWhenZero = false): string {
  return dashWhenZero && Math.round(minutes) === 0 ? '—' : formatHours(minutes);
}

/** Decimal hours (weighted, overtime with its increase) in the same `h mm` form. */
export function decimalHoursText(hours: number, dashWhenZero = false): string {
  return hoursText(hours * 60, dashWhenZero);
}

/** A coefficient in basis points as a multiplier: 11000 → `× 1,1`. */
export function coefficientText(basisPoints: number): string {
  return `× ${(basisPoints / 10_000).toLocaleString('fr-FR', { maximumFractionDigits: 4 })}`;
}

const formats = new Map<
  string,
  { dateTime: Intl.DateTimeFormat; time: Intl.DateTimeFormat; day: Intl.DateTimeFormat }
>();

/** Dates in the agency's time zone (the hours are counted on its clock), French style. */
export function zonedFormat(timeZone: string) {
  let found = formats.get(timeZone);
  if (!found) {
    found = {
      dateTime: new Intl.DateTimeFormat('fr-FR', { timeZone, dateStyle: 'short', timeStyle: 'short' }),
      time: new Intl.DateTimeFormat('fr-FR', { timeZone, timeStyle: 'short' }),
      day: new Intl.DateTimeFormat('fr-FR', { timeZone, weekday: 'short', day: '2-digit', month: '2-digit' }),
    };
    formats.set(timeZone, found);
  }
  const f = found;
  return {
    dateTime: (iso: string) => f.dateTime.format(new Date(iso)),
    time: (iso: string) => f.time.format(new Date(iso)),
    day: (iso: string) => f.day.format(new Date(iso)),
  };
}
