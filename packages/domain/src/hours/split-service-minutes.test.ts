import { tzOffset } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPlanningSettings } from '../planning/planning-settings.ts';
import { isPublicHoliday } from '../time/holidays.ts';
import { zonedInstant } from '../time/wall-clock.ts';
import {
  addMinutesByDay,
  emptySplit,
  type HourSplit,
  hourCategories,
  type SplitOptions,
  splitServiceMinutes,
  splitTotal,
} from './split-service-minutes.ts';
import { weightedHours } from './weighted-hours.ts';

const coefficients = defaultPlanningSettings.coefficients;
const paris: SplitOptions = { timeZone: 'Europe/Paris', coefficients, isHoliday: () => false };
const at = (day: string, time: string, timeZone = 'Europe/Paris') => zonedInstant(day, time, timeZone);
const split = (values: Partial<HourSplit>): HourSplit => ({ ...emptySplit(), ...values });

describe('splitServiceMinutes', () => {
  it('counts a weekday daytime service as day hours', () => {
    expect(splitServiceMinutes(at('2026-03-04', '08:00'), at('2026-03-04', '17:00'), paris)).toEqual(
      split({ day: 540 }),
    );
  });

  it('cuts a weekday night at 21:00 and 06:00', () => {
    expect(splitServiceMinutes(at('2026-03-04', '20:00'), at('2026-03-05', '08:00'), paris)).toEqual(
      split({ day: 180, night: 540 }),
    );
  });

  it('reads Sunday on the local calendar day of each minute', () => {
    // Saturday 20:00 → Sunday 08:00, then Sunday 20:00 → Monday 08:00.
    expect(splitServiceMinutes(at('2026-03-07', '20:00'), at('2026-03-08', '08:00'), paris)).toEqual(
      split({ day: 60, night: 180, nightSunday: 360, sunday: 120 }),
    );
    expect(splitServiceMinutes(at('2026-03-08', '20:00'), at('2026-03-09', '08:00'), paris)).toEqual(
      split({ sunday: 60, nightSunday: 180, night: 360, day: 120 }),
    );
  });

  it('counts public holidays (1 May) with the French calendar, a holiday winning over a Sunday', () => {
    const options = { ...paris, isHoliday: (day: string) => isPublicHoliday(day) };
    expect(splitServiceMinutes(at('2026-05-01', '04:00'), at('2026-05-01', '16:00'), options)).toEqual(
      split({ nightHoliday: 120, holiday: 600 }),
    );
    const sundayHoliday = { ...paris, isHoliday: (day: string) => day === '2026-03-08' };
    expect(splitServiceMinutes(at('2026-03-08', '18:00'), at('2026-03-08', '23:00'), sundayHoliday)).toEqual(
      split({ holiday: 180, nightHoliday: 120 }),
    );
  });

  it('counts the true 13 hours of the night clocks go back (Paris, 24→25 October 2026)', () => {
    const result = splitServiceMinutes(at('2026-10-24', '20:00'), at('2026-10-25', '08:00'), paris);
    expect(result).toEqual(split({ day: 60, night: 180, nightSunday: 420, sunday: 120 }));
    expect(splitTotal(result)).toBe(13 * 60);
  });

  it('counts the 11 hours of the night clocks go forward (Paris, 28→29 March 2026)', () => {
    const result = splitServiceMinutes(at('2026-03-28', '20:00'), at('2026-03-29', '08:00'), paris);
    expect(result).toEqual(split({ day: 60, night: 180, nightSunday: 300, sunday: 120 }));
  });

  it('follows the wall clock when the night ends inside the changed hour', () => {
    const options = { ...paris, coefficients: { ...coefficients, nightEnd: '02:30' } };
    // Clocks go forward at 02:00: 02:30 never shows, the night ends at the jump.
    expect(splitServiceMinutes(at('2026-03-29', '00:00'), at('2026-03-29', '04:00'), options)).toEqual(
      split({ nightSunday: 120, sunday: 60 }),
    );
    // Clocks go back at 03:00: 02:00–02:30 is lived twice, night both times.
    expect(splitServiceMinutes(at('2026-10-25', '00:00'), at('2026-10-25', '04:00'), options)).toEqual(
      split({ nightSunday: 180, sunday: 120 }),
    );
  });

  it('takes a night window that does not cross midnight, and none when start equals end', () => {
    const early = { ...paris, coefficients: { ...coefficients, nightStart: '00:00', nightEnd: '05:00' } };
    expect(splitServiceMinutes(at('2026-03-04', '22:00'), at('2026-03-05', '07:00'), early)).toEqual(
      split({ day: 240, night: 300 }),
    );
    const none = { ...paris, coefficients: { ...coefficients, nightStart: '21:00', nightEnd: '21:00' } };
    expect(splitServiceMinutes(at('2026-03-04', '20:00'), at('2026-03-05', '08:00'), none)).toEqual(
      split({ day: 720 }),
    );
  });

  it('gives nothing for an empty or reversed service', () => {
    expect(splitServiceMinutes(at('2026-03-04', '08:00'), at('2026-03-04', '08:00'), paris)).toEqual(emptySplit());
    expect(splitServiceMinutes(at('2026-03-04', '09:00'), at('2026-03-04', '08:00'), paris)).toEqual(emptySplit());
  });
});

describe('weightedHours', () => {
  it('weighs each category by its coefficient', () => {
    expect(weightedHours(split({ night: 60 }), coefficients)).toBeCloseTo(1.1);
    expect(weightedHours(split({ day: 120, holiday: 60, nightHoliday: 30 }), coefficients)).toBeCloseTo(
      2 + 2 + 0.5 * 2.1,
    );
  });
});

describe('addMinutesByDay', () => {
  it('gives each local day its minutes', () => {
    const byDay = addMinutesByDay(new Map(), at('2026-10-24', '20:00'), at('2026-10-25', '08:00'), 'Europe/Paris');
    expect([...byDay.values()]).toEqual([240, 540]);
  });
});

const zones = ['Europe/Paris', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC', 'America/St_Johns'];
const zTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
// Minute-aligned instants from 2020 to 2032.
const zStart = fc.integer({ min: 26_297_280, max: 32_603_040 }).map((minute) => minute * 60_000);

/** The split counted one minute at a time, with the zone's offset asked of Intl directly. */
function bruteForce(start: number, end: number, options: SplitOptions): HourSplit {
  const result = emptySplit();
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const ns = toMinutes(options.coefficients.nightStart);
  const ne = toMinutes(options.coefficients.nightEnd);
  for (let t = start; t < end; t += 60_000) {
    const local = new Date(t + tzOffset(options.timeZone, new Date(t)) * 60_000);
    const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
    const night = ns > ne ? minute >= ns || minute < ne : minute >= ns && minute < ne;
    const day = local.toISOString().slice(0, 10);
    const kind = options.isHoliday(day) ? 'holiday' : local.getUTCDay() === 0 ? 'sunday' : 'day';
    const category =
      kind === 'day'
        ? night
          ? 'night'
          : 'day'
        : night
          ? (`night${kind === 'holiday' ? 'Holiday' : 'Sunday'}` as const)
          : kind;
    result[category] += 1;
  }
  return result;
}

describe('splitServiceMinutes properties', () => {
  it('its categories add up to the real duration', () => {
    fc.assert(
      fc.property(
        zStart,
        fc.integer({ min: 0, max: 48 * 60 }),
        fc.constantFrom(...zones),
        zTime,
        zTime,
        (start, minutes, timeZone, nightStart, nightEnd) => {
          const result = splitServiceMinutes(start, start + minutes * 60_000, {
            timeZone,
            coefficients: { nightStart, nightEnd },
            isHoliday: (day) => day.endsWith('-01'),
          });
          expect(splitTotal(result)).toBe(minutes);
        },
      ),
    );
  });

  it('agrees with a minute-by-minute count', () => {
    fc.assert(
      fc.property(
        zStart,
        fc.integer({ min: 0, max: 26 * 60 }),
        fc.constantFrom(...zones),
        zTime,
        zTime,
        (start, minutes, timeZone, nightStart, nightEnd) => {
          const options: SplitOptions = {
            timeZone,
            coefficients: { nightStart, nightEnd },
            isHoliday: (day) => day.endsWith('-01') || day.endsWith('-25'),
          };
          expect(splitServiceMinutes(start, start + minutes * 60_000, options)).toEqual(
            bruteForce(start, start + minutes * 60_000, options),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('agrees with a minute-by-minute count around clock changes', () => {
    // Every offset change of 2026 in the zones, found hour by hour.
    const changes: Array<[string, number]> = [];
    for (const timeZone of zones) {
      let previous = tzOffset(timeZone, new Date(Date.UTC(2026, 0, 1)));
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000) {
        const offset = tzOffset(timeZone, new Date(t));
        if (offset !== previous) changes.push([timeZone, t]);
        previous = offset;
      }
    }
    expect(changes.length).toBeGreaterThanOrEqual(6);
    fc.assert(
      fc.property(
        fc.constantFrom(...changes),
        fc.integer({ min: -26 * 60, max: 2 * 60 }),
        fc.integer({ min: 0, max: 26 * 60 }),
        zTime,
        zTime,
        ([timeZone, change], before, minutes, nightStart, nightEnd) => {
          const start = change + before * 60_000;
          const options: SplitOptions = { timeZone, coefficients: { nightStart, nightEnd }, isHoliday: () => false };
          expect(splitServiceMinutes(start, start + minutes * 60_000, options)).toEqual(
            bruteForce(start, start + minutes * 60_000, options),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('counts a service wholly in a weekday daytime as day hours', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3650 }),
        fc.integer({ min: 6 * 60, max: 21 * 60 - 1 }),
        fc.integer({ min: 1, max: 15 * 60 }),
        (dayOffset, startMinute, length) => {
          const day = new Date(Date.UTC(2021, 0, 4 + dayOffset)).toISOString().slice(0, 10);
          fc.pre(new Date(`${day}T00:00:00Z`).getUTCDay() !== 0);
          const end = Math.min(startMinute + length, 21 * 60);
          const time = (m: number) =>
            `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          const start = at(day, time(startMinute));
          const stop = at(day, time(end));
          fc.pre(stop.getTime() - start.getTime() === (end - startMinute) * 60_000); // not across a clock change
          expect(splitServiceMinutes(start, stop, paris)).toEqual(split({ day: end - startMinute }));
        },
      ),
    );
  });

  it('keeps its split when moved by whole weeks away from clock changes', () => {
    // Winter 2026–2027 in Paris: from 2 November to 21 March no clock change.
    const winterStart = Date.parse('2026-11-02T00:00:00Z');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 * 7 * 24 * 60 }),
        fc.integer({ min: 0, max: 24 * 60 }),
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom(...zones.filter((z) => z !== 'Australia/Lord_Howe')),
        (offset, minutes, weeks, timeZone) => {
          fc.pre(timeZone === 'Europe/Paris' || timeZone === 'UTC' || timeZone === 'Asia/Kolkata');
          const start = winterStart + offset * 60_000;
          const end = start + minutes * 60_000;
          const shift = weeks * 7 * 86_400_000;
          const options = { ...paris, timeZone };
          expect(splitServiceMinutes(start + shift, end + shift, options)).toEqual(
            splitServiceMinutes(start, end, options),
          );
        },
      ),
    );
  });
});

describe('splitServiceMinutes speed', () => {
  it('splits ten thousand 12-hour services quickly', () => {
    const options = { ...paris, isHoliday: (day: string) => isPublicHoliday(day) };
    const begin = Date.now();
    let total = 0;
    for (let i = 0; i < 10_000; i++) {
      const start = Date.parse('2026-01-01T19:00:00Z') + i * 3_600_000;
      total += splitTotal(splitServiceMinutes(start, start + 12 * 3_600_000, options));
    }
    expect(total).toBe(10_000 * 720);
    expect(Date.now() - begin).toBeLessThan(1000);
    expect(hourCategories).toHaveLength(6);
  });
});
