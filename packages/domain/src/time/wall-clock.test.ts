import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayFromNumber, dayNumber, isoWeekday, zonedInstant, zoneOffsets } from './wall-clock.ts';

const DAY = 86_400_000;
const zones = ['Europe/Paris', 'America/New_York', 'America/Havana', 'Australia/Lord_Howe', 'Pacific/Chatham', 'UTC'];

function wallClock(instant: number, timeZone: string): { day: string; time: string } {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((x) => [x.type, x.value]),
  );
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

describe('day numbers', () => {
  it('match Date for every day from 1900 to 2200', () => {
    fc.assert(
      fc.property(fc.integer({ min: -25_567, max: 84_000 }), (n) => {
        const date = new Date(n * DAY);
        const day = date.toISOString().slice(0, 10);
        expect(dayFromNumber(n)).toBe(day);
        expect(dayNumber(day)).toBe(n);
        expect(isoWeekday(n)).toBe(((date.getUTCDay() + 6) % 7) + 1);
      }),
      { numRuns: 2000 },
    );
  });

  it('know leap days', () => {
    expect(dayFromNumber(dayNumber('2028-02-28') + 1)).toBe('2028-02-29');
    expect(dayFromNumber(dayNumber('2027-02-28') + 1)).toBe('2027-03-01');
    expect(dayFromNumber(dayNumber('2100-02-28') + 1)).toBe('2100-03-01');
    expect(dayFromNumber(dayNumber('2000-02-28') + 1)).toBe('2000-02-29');
  });
});

describe('zonedInstant', () => {
  it('turns the wall-clock time of any instant back into that instant, the first one when clocks repeat', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(2000, 0, 1) / 60_000, max: Date.UTC(2040, 0, 1) / 60_000 }),
        (timeZone, minute) => {
          const instant = minute * 60_000;
          const { day, time } = wallClock(instant, timeZone);
          const found = zonedInstant(day, time, timeZone).getTime();
          expect(wallClock(found, timeZone)).toEqual({ day, time });
          // Equal, or the earlier of two instants showing the same time (clocks went back in between).
          expect(found).toBeLessThanOrEqual(instant);
          if (found !== instant) expect(instant - found).toBeLessThanOrEqual(2 * 3_600_000);
        },
      ),
      { numRuns: 600 },
    );
  });

  it('finds every change of Paris in 2026 to the second', () => {
    const paris = zoneOffsets('Europe/Paris');
    const spring = Date.UTC(2026, 2, 29, 1);
    const autumn = Date.UTC(2026, 9, 25, 1);
    expect(paris.offsetAt(spring - 1000)).toBe(3_600_000);
    expect(paris.offsetAt(spring)).toBe(7_200_000);
    expect(paris.offsetAt(autumn - 1000)).toBe(7_200_000);
    expect(paris.offsetAt(autumn)).toBe(3_600_000);
    expect(paris.changeBefore(spring + 3_600_000)).toBe(spring);
  });

  it('moves a skipped time forward by the gap: midnight in Havana, 02:30 in Paris', () => {
    // Havana jumps from 00:00 to 01:00 (UTC−5 → UTC−4) on 8 March 2026.
    expect(zonedInstant('2026-03-08', '00:30', 'America/Havana').toISOString()).toBe('2026-03-08T05:30:00.000Z');
    expect(zonedInstant('2026-03-29', '02:30', 'Europe/Paris').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });
});
