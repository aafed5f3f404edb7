import { formatLocalDay, formatLocalTime, localDay } from '../../time/local-days.ts';

/**
 * A span of time in words, local to the agency: `le 12/12 de 08:00 à 16:00`, or across midnight
 * `du 12/12 à 22:00 au 13/12 à 06:00`.
 */
export function describeSpan(timeZone: string, start: number, end: number, withYear = false): string {
  const from = formatLocalTime(timeZone, start);
  const to = formatLocalTime(timeZone, end);
  // A span ending at midnight ends on its start day for the reader ("de 16:00 à 00:00").
  if (localDay(timeZone, start) === localDay(timeZone, end - 1)) {
    return `le ${formatLocalDay(timeZone, start, withYear)} de ${from} à ${to}`;
  }
  return `du ${formatLocalDay(timeZone, start, withYear)} à ${from} au ${formatLocalDay(timeZone, end, withYear)} à ${to}`;
}
