import { describe, expect, it } from 'vitest';
import { mondayOf } from './calendar-day.ts';
import { dayHeading, daysPeriod, groupByDay, serviceHours, shortDayLabel, weekLabel } from './day-labels.ts';
import { zonedInstant } from './wall-clock.ts';
import { dayIn } from './zoned-instants.ts';

const paris = 'Europe/Paris';

describe('zoned time', () => {
  it('reads days and hours in the agency’s zone, across daylight saving', () => {
    expect(dayIn('2026-03-28T23:30:00.000Z', paris)).toBe('2026-03-29');
    expect(zonedInstant('2026-03-29', '00:00', paris).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(zonedInstant('2026-03-30', '00:00', paris).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(daysPeriod('2026-03-23', 7, paris)).toEqual({
      from: '2026-03-22T23:00:00.000Z',
      to: '2026-03-29T22:00:00.000Z',
    });
  });

  it('names overnight services with the next day', () => {
    expect(serviceHours('2026-12-14T19:00:00.000Z', '2026-12-15T07:00:00.000Z', paris)).toBe(
      '20:00 → 08:00 le lendemain',
    );
    expect(serviceHours('2026-12-14T07:00:00.000Z', '2026-12-14T19:00:00.000Z', paris)).toBe('08:00 – 20:00');
    expect(serviceHours('2026-12-14T23:30:00.000Z', '2026-12-15T05:00:00.000Z', paris)).toBe('00:30 – 06:00');
  });

  it('heads days as Aujourd’hui, Demain, then the weekday and date', () => {
    expect(dayHeading('2026-12-14', '2026-12-14')).toBe('Aujourd’hui');
    expect(dayHeading('2026-12-15', '2026-12-14')).toBe('Demain');
    expect(dayHeading('2026-12-13', '2026-12-14')).toBe('Hier');
    expect(dayHeading('2026-12-14', '2026-12-10')).toBe('lundi 14 décembre');
    expect(dayHeading('2027-01-04', '2026-12-10')).toBe('lundi 4 janvier 2027');
    expect(mondayOf('2026-12-20')).toBe('2026-12-14');
    expect(mondayOf('2026-12-14')).toBe('2026-12-14');
    expect(weekLabel('2026-12-14')).toBe('14 déc. – 20 déc. 2026');
    expect(shortDayLabel('2026-12-14')).toBe('lun. 14/12');
  });

  it('groups by the starting day in the zone', () => {
    const items = [
      { at: '2026-12-14T23:30:00.000Z' },
      { at: '2026-12-14T07:00:00.000Z' },
      { at: '2026-12-15T10:00:00.000Z' },
    ];
    const groups = groupByDay(items, (i) => i.at, paris);
    expect(groups.map((g) => [g.day, g.items.length])).toEqual([
      ['2026-12-14', 1],
      ['2026-12-15', 2],
    ]);
  });
});
