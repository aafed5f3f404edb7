import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayToDate } from '../time/calendar-day.ts';
import { type HolidayRegion, isPublicHoliday } from '../time/holidays.ts';
import { expandRecurrence } from './recurrence.ts';
import { isOvernight, type Recurrence, repeatTypes } from './recurrence-schemas.ts';

// Zones with every kind of change: Paris and London (1 h at night), New York, Santiago (southern), Havana (at
// midnight), Lord Howe (30 min), Chatham (+12:45/+13:45), and zones without changes.
const zones = [
  'Europe/Paris',
  'Europe/London',
  'America/New_York',
  'America/Santiago',
  'America/Havana',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Asia/Kolkata',
  'UTC',
];
const regions: (HolidayRegion | undefined)[] = [undefined, 'FR', '67', '57', 'RE'];

const FIRST_DAY = Date.UTC(2020, 0, 1) / 86_400_000;
const LAST_DAY = Date.UTC(2035, 11, 31) / 86_400_000;
const dayOf = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

const arbRule: fc.Arbitrary<Recurrence> = fc
  .record({
    repeat: fc.constantFrom(...repeatTypes),
    frequency: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 366 })),
    days: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
    monthDays: fc.uniqueArray(fc.integer({ min: 1, max: 31 }), { minLength: 1, maxLength: 31 }),
    excludeHolidays: fc.boolean(),
    first: fc.integer({ min: FIRST_DAY, max: LAST_DAY }),
    length: fc.integer({ min: 0, max: 400 }),
    overrides: fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 5 }),
    startTime: time,
    endTime: time,
  })
  .map(({ first, length, overrides, ...r }) => ({
    ...r,
    startDate: dayOf(first),
    endDate: dayOf(first + length),
    holidayDays: overrides.map((o) => dayOf(first + o)),
  }));
const arbOptions = fc.record({ timeZone: fc.constantFrom(...zones), holidayRegion: fc.constantFrom(...regions) });

const formats = new Map<string, Intl.DateTimeFormat>();
/** Wall-clock 'YYYY-MM-DD HH:MM' of an instant in a zone, and the zone's offset then (ms), straight from Intl. */
function local(instant: number, timeZone: string): { text: string; offset: number } {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return {
    text: `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`,
    offset: asUtc - Math.floor(instant / 1000) * 1000,
  };
}

const wallClockMs = (day: string, hhmm: string) => Date.parse(`${day}T${hhmm}:00Z`);

/** The wall-clock time shows as asked, or it does not exist in the zone and the instant is just after the gap. */
function expectWallClock(instant: Date, day: string, hhmm: string, timeZone: string) {
  const shown = local(instant.getTime(), timeZone);
  if (shown.text === `${day} ${hhmm}`) return;
  const wanted = wallClockMs(day, hhmm);
  const before = local(instant.getTime() - 6 * 3_600_000, timeZone).offset;
  // Neither offset around the change gives that wall-clock time: it was skipped.
  for (const offset of [before, shown.offset]) expect(local(wanted - offset, timeZone).offset).not.toBe(offset);
  expect(shown.offset).toBeGreaterThan(before);
  expect(wallClockMs(shown.text.slice(0, 10), shown.text.slice(11))).toBeGreaterThan(wanted);
}

/** The days a rule plans, found by walking every day of the period with Date objects: the oracle. */
function referenceDays(rule: Recurrence, region: HolidayRegion | undefined): string[] {
  if (rule.repeat === 'none') return [rule.startDate];
  const start = dayToDate(rule.startDate);
  const mondayOfStart = start.getTime() - ((start.getUTCDay() + 6) % 7) * 86_400_000;
  const found: string[] = [];
  for (let day = rule.startDate; day <= rule.endDate; day = addDays(day, 1)) {
    const date = dayToDate(day);
    const months = (date.getUTCFullYear() - start.getUTCFullYear()) * 12 + date.getUTCMonth() - start.getUTCMonth();
    const weeks = Math.floor((date.getTime() - mondayOfStart) / (7 * 86_400_000));
    const holiday = isPublicHoliday(day, region);
    const planned = {
      daily: (date.getTime() - start.getTime()) % (rule.frequency * 86_400_000) === 0,
      weekly: rule.days.includes(((date.getUTCDay() + 6) % 7) + 1) && weeks % rule.frequency === 0,
      monthly: rule.monthDays.includes(date.getUTCDate()) && months % rule.frequency === 0,
      holidays: holiday,
    }[rule.repeat];
    const excluded = rule.repeat !== 'holidays' && rule.excludeHolidays && holiday && !rule.holidayDays.includes(day);
    if (planned && !excluded) found.push(day);
  }
  return found;
}

describe('expandRecurrence properties', () => {
  it('plans exactly the days a day-by-day walk finds: within the period, sorted, unique', () => {
    fc.assert(
      fc.property(arbRule, arbOptions, (rule, options) => {
        const days = expandRecurrence(rule, options).map((o) => o.day);
        expect(days).toEqual(referenceDays(rule, options.holidayRegion));
        for (let i = 0; i < days.length; i++) {
          expect(days[i] >= rule.startDate).toBe(true);
          if (rule.repeat !== 'none') expect(days[i] <= rule.endDate).toBe(true);
          if (i > 0) expect(days[i] > days[i - 1]).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('weekly keeps chosen weekdays, monthly chosen month days, daily steps of N days', () => {
    fc.assert(
      fc.property(arbRule, arbOptions, (rule, options) => {
        const days = expandRecurrence(rule, options).map((o) => dayToDate(o.day));
        if (rule.repeat === 'weekly') for (const d of days) expect(rule.days).toContain(((d.getUTCDay() + 6) % 7) + 1);
        if (rule.repeat === 'monthly') for (const d of days) expect(rule.monthDays).toContain(d.getUTCDate());
        if (rule.repeat === 'daily' && !rule.excludeHolidays) {
          expect(days[0].getTime()).toBe(dayToDate(rule.startDate).getTime());
          for (let i = 1; i < days.length; i++)
            expect(days[i].getTime() - days[i - 1].getTime()).toBe(rule.frequency * 86_400_000);
        }
        if (rule.excludeHolidays && rule.repeat !== 'none' && rule.repeat !== 'holidays')
          for (const o of expandRecurrence(rule, options))
            if (isPublicHoliday(o.day, options.holidayRegion)) expect(rule.holidayDays).toContain(o.day);
      }),
      { numRuns: 300 },
    );
  });

  it('starts and ends at the wall-clock times in the zone, except a time the clocks skip', () => {
    fc.assert(
      fc.property(arbRule, arbOptions, (rule, options) => {
        const overnight = isOvernight(rule.startTime, rule.endTime);
        for (const o of expandRecurrence(rule, options)) {
          expectWallClock(o.startAt, o.day, rule.startTime, options.timeZone);
          expectWallClock(o.endAt, overnight ? addDays(o.day, 1) : o.day, rule.endTime, options.timeZone);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('lasts at most 25 hours and never ends before it starts', () => {
    fc.assert(
      fc.property(arbRule, arbOptions, (rule, options) => {
        for (const o of expandRecurrence(rule, options)) {
          const duration = o.endAt.getTime() - o.startAt.getTime();
          expect(duration).toBeLessThanOrEqual(25 * 3_600_000);
          expect(duration).toBeGreaterThanOrEqual(0);
          // Empty only when the whole window was skipped by the clocks.
          if (duration === 0)
            expect(local(o.startAt.getTime(), options.timeZone).text).not.toBe(`${o.day} ${rule.startTime}`);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('handles the daylight-saving days of Paris for every start and end time', () => {
    const changeDays = ['2026-03-28', '2026-03-29', '2026-10-24', '2026-10-25', '2027-03-28', '2027-10-31'];
    fc.assert(
      fc.property(fc.constantFrom(...changeDays), time, time, (day, startTime, endTime) => {
        const rule = { ...baseRule, startDate: day, endDate: day, startTime, endTime };
        const [o] = expandRecurrence(rule, { timeZone: 'Europe/Paris' });
        expectWallClock(o.startAt, day, startTime, 'Europe/Paris');
        expectWallClock(o.endAt, isOvernight(startTime, endTime) ? addDays(day, 1) : day, endTime, 'Europe/Paris');
        expect(o.endAt.getTime()).toBeGreaterThanOrEqual(o.startAt.getTime());
      }),
      { numRuns: 500 },
    );
  });
});

const baseRule: Recurrence = {
  repeat: 'daily',
  frequency: 1,
  days: [],
  monthDays: [],
  holidayDays: [],
  excludeHolidays: false,
  startDate: '2026-01-01',
  endDate: '2026-01-01',
  startTime: '08:00',
  endTime: '18:00',
};
