import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { countOccurrences, describeRecurrence, expandRecurrence, occurrenceDays } from './recurrence.ts';
import { type Recurrence, zRecurrence } from './recurrence-schemas.ts';

const paris = { timeZone: 'Europe/Paris' };

function rule(input: Partial<Recurrence>): Recurrence {
  return zRecurrence.parse({
    repeat: 'daily',
    startDate: '2026-12-01',
    endDate: '2026-12-31',
    startTime: '08:00',
    endTime: '18:00',
    ...input,
  });
}

const days = (r: Recurrence, region?: '67') =>
  expandRecurrence(r, { ...paris, holidayRegion: region }).map((o) => o.day);
const instants = (r: Recurrence, timeZone = 'Europe/Paris') =>
  expandRecurrence(r, { timeZone }).map((o) => [o.day, o.startAt.toISOString(), o.endAt.toISOString()]);

describe('expandRecurrence: repeat types', () => {
  it('none plans the start date only, whatever the end date', () => {
    expect(days(rule({ repeat: 'none', endDate: '2026-12-20', excludeHolidays: true }))).toEqual(['2026-12-01']);
    expect(
      days(rule({ repeat: 'none', startDate: '2026-12-25', endDate: '2026-12-25', excludeHolidays: true })),
    ).toEqual(['2026-12-25']);
  });

  it('daily every N days from the start date', () => {
    expect(days(rule({ frequency: 3, endDate: '2026-12-14' }))).toEqual([
      '2026-12-01',
      '2026-12-04',
      '2026-12-07',
      '2026-12-10',
      '2026-12-13',
    ]);
    expect(days(rule({ endDate: '2026-12-01' }))).toEqual(['2026-12-01']);
  });

  it('weekly on the chosen weekdays, weeks counted from the Monday of the start week', () => {
    // 2 December 2026 is a Wednesday: its week (from Monday 30 November) is week 0, the week of 14 December week 2.
    const r = rule({ repeat: 'weekly', frequency: 2, days: [5, 1, 3], startDate: '2026-12-02', endDate: '2026-12-31' });
    expect(days(r)).toEqual([
      '2026-12-02',
      '2026-12-04',
      '2026-12-14',
      '2026-12-16',
      '2026-12-18',
      '2026-12-28',
      '2026-12-30',
    ]);
  });

  it('monthly keeps only real dates: the 31st skips short months', () => {
    const r = rule({ repeat: 'monthly', monthDays: [31], startDate: '2027-01-01', endDate: '2027-12-31' });
    expect(days(r)).toEqual([
      '2027-01-31',
      '2027-03-31',
      '2027-05-31',
      '2027-07-31',
      '2027-08-31',
      '2027-10-31',
      '2027-12-31',
    ]);
  });

  it('monthly every N months from the start month, clipped to the period', () => {
    const r = rule({
      repeat: 'monthly',
      frequency: 2,
      monthDays: [15, 1],
      startDate: '2026-11-10',
      endDate: '2027-05-01',
    });
    expect(days(r)).toEqual(['2026-11-15', '2027-01-01', '2027-01-15', '2027-03-01', '2027-03-15', '2027-05-01']);
  });

  it('29 February only in leap years', () => {
    const r = rule({ repeat: 'monthly', monthDays: [29, 30], startDate: '2027-01-01', endDate: '2028-03-31' });
    const found = days(r);
    expect(found).toContain('2028-02-29');
    expect(found.filter((d) => d.startsWith('2027-02'))).toEqual([]);
    expect(found.filter((d) => d.startsWith('2028-02'))).toEqual(['2028-02-29']);
    expect(found).toHaveLength(27);
  });

  it('holidays plans every public holiday of the period, region included', () => {
    const r = rule({ repeat: 'holidays', startDate: '2027-01-01', endDate: '2027-12-31', excludeHolidays: true });
    expect(days(r)).toHaveLength(11);
    expect(days(r, '67')).toHaveLength(13);
    expect(days(rule({ repeat: 'holidays', startDate: '2026-12-20', endDate: '2027-01-10' }))).toEqual([
      '2026-12-25',
      '2027-01-01',
    ]);
  });
});

describe('expandRecurrence: public holidays', () => {
  it('excludeHolidays drops them, except the days worked by override', () => {
    const r = rule({ startDate: '2026-12-24', endDate: '2027-01-02', excludeHolidays: true });
    expect(days(r)).not.toContain('2026-12-25');
    expect(days(r)).not.toContain('2027-01-01');
    expect(days(r)).toHaveLength(8);
    const worked = days({ ...r, holidayDays: ['2026-12-25'] });
    expect(worked).toContain('2026-12-25');
    expect(worked).not.toContain('2027-01-01');
  });

  it('Alsace-Moselle: Good Friday 2027 (26 March) is excluded only in the 67', () => {
    const r = rule({ startDate: '2027-03-25', endDate: '2027-03-30', excludeHolidays: true });
    expect(days(r)).toEqual(['2027-03-25', '2027-03-26', '2027-03-27', '2027-03-28', '2027-03-30']);
    expect(days(r, '67')).toEqual(['2027-03-25', '2027-03-27', '2027-03-28', '2027-03-30']);
  });

  it('holidays on other weekdays than the chosen ones change nothing', () => {
    const r = rule({
      repeat: 'weekly',
      days: [1],
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      excludeHolidays: true,
    });
    expect(days(r)).toEqual(['2026-12-07', '2026-12-14', '2026-12-21', '2026-12-28']);
  });
});

describe('expandRecurrence: wall-clock times in the time zone', () => {
  it('a day service in winter and in summer (UTC+1, UTC+2)', () => {
    expect(instants(rule({ startDate: '2026-01-15', endDate: '2026-01-15' }))).toEqual([
      ['2026-01-15', '2026-01-15T07:00:00.000Z', '2026-01-15T17:00:00.000Z'],
    ]);
    expect(instants(rule({ startDate: '2026-07-15', endDate: '2026-07-15' }))).toEqual([
      ['2026-07-15', '2026-07-15T06:00:00.000Z', '2026-07-15T16:00:00.000Z'],
    ]);
  });

  it('an overnight 20:00–08:00 lasts 11 real hours on the last Saturday of March', () => {
    const r = rule({ startDate: '2026-03-27', endDate: '2026-03-29', startTime: '20:00', endTime: '08:00' });
    expect(instants(r)).toEqual([
      ['2026-03-27', '2026-03-27T19:00:00.000Z', '2026-03-28T07:00:00.000Z'],
      ['2026-03-28', '2026-03-28T19:00:00.000Z', '2026-03-29T06:00:00.000Z'],
      ['2026-03-29', '2026-03-29T18:00:00.000Z', '2026-03-30T06:00:00.000Z'],
    ]);
  });

  it('an overnight 20:00–08:00 lasts 13 real hours on the last Saturday of October', () => {
    const r = rule({ startDate: '2026-10-24', endDate: '2026-10-25', startTime: '20:00', endTime: '08:00' });
    const [saturday, sunday] = expandRecurrence(r, paris);
    expect(saturday.startAt.toISOString()).toBe('2026-10-24T18:00:00.000Z');
    expect(saturday.endAt.toISOString()).toBe('2026-10-25T07:00:00.000Z');
    expect(saturday.endAt.getTime() - saturday.startAt.getTime()).toBe(13 * 3_600_000);
    expect(sunday.endAt.getTime() - sunday.startAt.getTime()).toBe(12 * 3_600_000);
  });

  it('02:30 on the spring-forward day does not exist: moved forward by the gap to 03:30', () => {
    const r = rule({ startDate: '2026-03-29', endDate: '2026-03-29', startTime: '02:30', endTime: '06:00' });
    expect(instants(r)).toEqual([['2026-03-29', '2026-03-29T01:30:00.000Z', '2026-03-29T04:00:00.000Z']]);
  });

  it('02:30 on the fall-back day happens twice: the first one (summer time)', () => {
    const r = rule({ startDate: '2026-10-25', endDate: '2026-10-25', startTime: '02:30', endTime: '04:00' });
    expect(instants(r)).toEqual([['2026-10-25', '2026-10-25T00:30:00.000Z', '2026-10-25T03:00:00.000Z']]);
  });

  it('equal start and end times make a 24-hour service ending the next day', () => {
    const r = rule({ startDate: '2026-06-01', endDate: '2026-06-01', startTime: '07:00', endTime: '07:00' });
    expect(instants(r)).toEqual([['2026-06-01', '2026-06-01T05:00:00.000Z', '2026-06-02T05:00:00.000Z']]);
  });

  it('follows other zones: New York changes on 8 March 2026, Lord Howe by half an hour', () => {
    const ny = rule({ startDate: '2026-03-07', endDate: '2026-03-08', startTime: '22:00', endTime: '06:00' });
    expect(instants(ny, 'America/New_York')).toEqual([
      ['2026-03-07', '2026-03-08T03:00:00.000Z', '2026-03-08T10:00:00.000Z'],
      ['2026-03-08', '2026-03-09T02:00:00.000Z', '2026-03-09T10:00:00.000Z'],
    ]);
    // Lord Howe Island: UTC+11 in summer, UTC+10:30 from 02:00 on 5 April 2026.
    const lh = rule({ startDate: '2026-04-04', endDate: '2026-04-04', startTime: '20:00', endTime: '08:00' });
    expect(instants(lh, 'Australia/Lord_Howe')).toEqual([
      ['2026-04-04', '2026-04-04T09:00:00.000Z', '2026-04-04T21:30:00.000Z'],
    ]);
  });

  it('refuses an unknown time zone in French', () => {
    expect(() => expandRecurrence(rule({}), { timeZone: 'Europe/Atlantis' })).toThrow(AppError);
    expect(() => expandRecurrence(rule({}), { timeZone: 'Europe/Atlantis' })).toThrow(/Fuseau horaire inconnu/);
  });
});

describe('countOccurrences and occurrenceDays', () => {
  it('agree with the expansion', () => {
    const r = rule({
      repeat: 'weekly',
      days: [6, 7],
      startDate: '2026-01-01',
      endDate: '2027-12-31',
      excludeHolidays: true,
    });
    const expanded = expandRecurrence(r, paris);
    expect(countOccurrences(r)).toBe(expanded.length);
    expect(occurrenceDays(r)).toEqual(expanded.map((o) => o.day));
    expect(
      countOccurrences(rule({ repeat: 'holidays', startDate: '2027-01-01', endDate: '2027-12-31' }), {
        holidayRegion: '57',
      }),
    ).toBe(13);
  });
});

describe('describeRecurrence', () => {
  it('says the rule in one French line', () => {
    expect(describeRecurrence(rule({ repeat: 'weekly', days: [3, 1], startTime: '20:00', endTime: '08:00' }))).toBe(
      'Chaque semaine le lundi, mercredi de 20:00 à 08:00 du 01/12/2026 au 31/12/2026',
    );
    expect(describeRecurrence(rule({ repeat: 'weekly', frequency: 2, days: [6] }))).toBe(
      'Toutes les 2 semaines le samedi de 08:00 à 18:00 du 01/12/2026 au 31/12/2026',
    );
    expect(describeRecurrence(rule({}))).toBe('Chaque jour de 08:00 à 18:00 du 01/12/2026 au 31/12/2026');
    expect(describeRecurrence(rule({ frequency: 3 }))).toBe(
      'Tous les 3 jours de 08:00 à 18:00 du 01/12/2026 au 31/12/2026',
    );
    expect(describeRecurrence(rule({ repeat: 'monthly', monthDays: [15, 1] }))).toBe(
      'Chaque mois le 1er, 15 de 08:00 à 18:00 du 01/12/2026 au 31/12/2026',
    );
    expect(describeRecurrence(rule({ repeat: 'monthly', frequency: 2, monthDays: [31] }))).toBe(
      'Tous les 2 mois le 31 de 08:00 à 18:00 du 01/12/2026 au 31/12/2026',
    );
    expect(describeRecurrence(rule({ repeat: 'holidays' }))).toBe(
      'Les jours fériés de 08:00 à 18:00 du 01/12/2026 au 31/12/2026',
    );
    expect(describeRecurrence(rule({ repeat: 'none' }))).toBe('Le 01/12/2026 de 08:00 à 18:00');
  });

  it('names the holiday exclusion and the worked holidays', () => {
    expect(describeRecurrence(rule({ excludeHolidays: true }))).toBe(
      'Chaque jour de 08:00 à 18:00 du 01/12/2026 au 31/12/2026, sauf les jours fériés',
    );
    expect(describeRecurrence(rule({ excludeHolidays: true, holidayDays: ['2026-12-25'] }))).toBe(
      'Chaque jour de 08:00 à 18:00 du 01/12/2026 au 31/12/2026, sauf les jours fériés (travaillés : 25/12/2026)',
    );
  });
});

describe('expandRecurrence: a service inside the spring-forward gap', () => {
  it('starts when the clocks jump if moving it by the gap would pass its end', () => {
    const r = rule({ startDate: '2026-03-29', endDate: '2026-03-29', startTime: '02:30', endTime: '03:10' });
    expect(instants(r)).toEqual([['2026-03-29', '2026-03-29T01:00:00.000Z', '2026-03-29T01:10:00.000Z']]);
    const skipped = rule({ startDate: '2026-03-29', endDate: '2026-03-29', startTime: '02:15', endTime: '03:00' });
    expect(instants(skipped)).toEqual([['2026-03-29', '2026-03-29T01:00:00.000Z', '2026-03-29T01:00:00.000Z']]);
  });
});
