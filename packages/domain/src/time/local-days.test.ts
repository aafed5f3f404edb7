import { describe, expect, it } from 'vitest';
import {
  firstOfMonth,
  formatDayNumber,
  formatLocalDay,
  formatLocalTime,
  formatMonth,
  localDay,
  mondayNumberOf,
  startOfLocalDay,
  zoneOffset,
} from './local-days.ts';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe('zoned time', () => {
  it('knows the Paris offset in winter and in summer', () => {
    expect(zoneOffset('Europe/Paris', at('2026-12-12T12:00:00Z'))).toBe(HOUR);
    expect(zoneOffset('Europe/Paris', at('2026-07-12T12:00:00Z'))).toBe(2 * HOUR);
    expect(zoneOffset('America/Cayenne', at('2026-07-12T12:00:00Z'))).toBe(-3 * HOUR);
    expect(zoneOffset('Asia/Kathmandu', at('2026-07-12T12:00:00Z'))).toBe(5.75 * HOUR);
  });

  it('switches the offset at the exact instant the clock goes back', () => {
    expect(zoneOffset('Europe/Paris', at('2026-10-25T00:59:59Z'))).toBe(2 * HOUR);
    expect(zoneOffset('Europe/Paris', at('2026-10-25T01:00:00Z'))).toBe(HOUR);
  });

  it('gives the local day of an instant', () => {
    // 23:30 UTC on 12/12 is already 13/12 in Paris.
    expect(localDay('Europe/Paris', at('2026-12-12T23:30:00Z'))).toBe(day('2026-12-13'));
    expect(localDay('Europe/Paris', at('2026-12-12T22:59:59Z'))).toBe(day('2026-12-12'));
    expect(localDay('America/Martinique', at('2026-12-13T02:00:00Z'))).toBe(day('2026-12-12'));
  });

  it('starts the days around the October change at the right instants (a 25-hour Sunday)', () => {
    const sunday = startOfLocalDay('Europe/Paris', day('2026-10-25'));
    const monday = startOfLocalDay('Europe/Paris', day('2026-10-26'));
    expect(new Date(sunday).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(monday - sunday).toBe(25 * HOUR);
    const march = startOfLocalDay('Europe/Paris', day('2026-03-29'));
    expect(startOfLocalDay('Europe/Paris', day('2026-03-30')) - march).toBe(23 * HOUR);
  });

  it('starts a day at its first instant when the clock jumps over midnight', () => {
    // Chile moves from 24:00 to 01:00 on the first Sunday of September.
    expect(new Date(startOfLocalDay('America/Santiago', day('2026-09-06'))).toISOString()).toBe(
      '2026-09-06T04:00:00.000Z',
    );
    expect(new Date(startOfLocalDay('America/Santiago', day('2026-09-05'))).toISOString()).toBe(
      '2026-09-05T04:00:00.000Z',
    );
  });

  it('falls back to Paris for an unknown zone', () => {
    expect(zoneOffset('Nowhere/Unknown', at('2026-12-12T12:00:00Z'))).toBe(HOUR);
  });

  it('finds the Monday of a week and the first of a month', () => {
    expect(formatDayNumber(mondayNumberOf(day('2026-12-20')))).toBe('14/12/2026');
    expect(formatDayNumber(mondayNumberOf(day('2026-12-14')))).toBe('14/12/2026');
    expect(formatDayNumber(mondayNumberOf(day('1969-12-31')))).toBe('29/12/1969');
    expect(formatDayNumber(firstOfMonth(day('2026-12-20')))).toBe('01/12/2026');
    expect(formatDayNumber(firstOfMonth(day('2026-12-20'), 1))).toBe('01/01/2027');
    expect(formatDayNumber(firstOfMonth(day('2026-01-31'), -1))).toBe('01/12/2025');
  });

  it('writes days, months and times the French way in the agency zone', () => {
    expect(formatLocalDay('Europe/Paris', at('2026-12-12T23:30:00Z'))).toBe('13/12');
    expect(formatLocalDay('Europe/Paris', at('2026-12-12T23:30:00Z'), true)).toBe('13/12/2026');
    expect(formatLocalTime('Europe/Paris', at('2026-12-12T23:30:00Z'))).toBe('00:30');
    expect(formatLocalTime('Europe/Paris', at('2026-07-01T06:05:00Z'))).toBe('08:05');
    expect(formatMonth(day('2026-08-15'))).toBe('août 2026');
  });
});
