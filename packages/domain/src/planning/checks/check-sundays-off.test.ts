import { describe, expect, it } from 'vitest';
import { firstOfMonth } from '../../time/local-days.ts';
import { defaultPlanningRules } from '../planning-errors.ts';
import { checkAgentServices } from './check-agent-services.ts';
import { context, ofType, service, stored } from './check-fixtures.ts';
import { monthRangeLabel } from './check-sundays-off.ts';

const sundaysOff = (...args: Parameters<typeof checkAgentServices>) =>
  ofType(checkAgentServices(...args), 'sundaysOff');

/** Stored day services on the given days, 08:00 → 16:00. */
const workedDays = (prefix: string, days: string[]) =>
  days.map((d, i) => stored(`${prefix}${i}`, `${d} 08:00`, `${d} 16:00`));

// Sundays: November 2026 has five (1, 8, 15, 22, 29), December four (6 … 27), January 2027 five (3 … 31),
// February four. So November → January holds 14 Sundays, December → February 13.
const autumn = workedDays('s', ['2026-11-22', '2026-11-29', '2026-12-06', '2026-12-13', '2026-12-20', '2026-12-27']);
const newYear = service('new', '2027-01-03 08:00', '2027-01-03 16:00');

describe('sundaysOff', () => {
  it('accepts exactly 2 Sundays off a month on average, over 3 months across the year end', () => {
    // November → January: 8 worked of 14, 6 off; December → February: 6 worked of 13.
    const existing = [...autumn, ...workedDays('j', ['2027-01-10'])];
    expect(sundaysOff([newYear], context({ existing }))).toEqual([]);
  });

  it('refuses one Sunday more, naming the months and counting the five Sundays of November and January', () => {
    const existing = [...autumn, ...workedDays('j', ['2027-01-10', '2026-11-15'])];
    expect(sundaysOff([newYear], context({ existing }))).toEqual([
      {
        key: 'new',
        type: 'sundaysOff',
        message:
          'Seulement 5 dimanches de repos sur 14 de novembre 2026 à janvier 2027 (minimum 6 : 2 par mois en moyenne)',
      },
    ]);
  });

  it('reads the months and the average from the rules (a month with five Sundays or four)', () => {
    const rules = { ...defaultPlanningRules, sundaysOffMonths: 1 };
    // November: 3 worked of 5 leaves the 2 required; December: 3 worked of 4 leaves 1.
    const november = workedDays('n', ['2026-11-01', '2026-11-08']);
    expect(
      sundaysOff([service('new', '2026-11-15 08:00', '2026-11-15 16:00')], context({ existing: november, rules })),
    ).toEqual([]);
    const december = workedDays('d', ['2026-12-06', '2026-12-13']);
    expect(
      sundaysOff([service('new', '2026-12-20 08:00', '2026-12-20 16:00')], context({ existing: december, rules })).map(
        (i) => i.message,
      ),
    ).toEqual(['1 seul dimanche de repos sur 4 en décembre 2026 (minimum 2)']);
    const halves = { ...defaultPlanningRules, minSundaysOffPerMonth: 1.5 };
    const busy = workedDays('b', ['2026-10-04', '2026-10-11', '2026-10-18', '2026-10-25', '2026-11-01', '2026-11-08']);
    // September → November and October → December: 13 Sundays each, 7 worked with the new one, 6 off ≥ 4,5.
    expect(
      sundaysOff([service('new', '2026-11-15 08:00', '2026-11-15 16:00')], context({ existing: busy, rules: halves })),
    ).toEqual([]);
    const busier = [...busy, ...workedDays('c', ['2026-11-22', '2026-11-29', '2026-12-06', '2026-12-13'])];
    expect(
      sundaysOff(
        [service('new', '2026-11-15 08:00', '2026-11-15 16:00')],
        context({ existing: busier, rules: halves }),
      ).map((i) => i.message),
    ).toEqual([
      'Seulement 4 dimanches de repos sur 13 de septembre à novembre 2026 (minimum 4,5 : 1,5 par mois en moyenne)',
    ]);
  });

  it('counts a Sunday worked from its first minute, on the local calendar', () => {
    const rules = { ...defaultPlanningRules, sundaysOffMonths: 1, minSundaysOffPerMonth: 4 };
    // December has 4 Sundays: any worked one is too many.
    const saturdayToMidnight = service('sat', '2026-12-05 16:00', '2026-12-06 00:00');
    expect(sundaysOff([saturdayToMidnight], context({ rules }))).toEqual([]);
    const saturdayNight = service('sat', '2026-12-05 22:00', '2026-12-06 06:00');
    expect(sundaysOff([saturdayNight], context({ rules })).map((i) => i.message)).toEqual([
      'Seulement 3 dimanches de repos sur 4 en décembre 2026 (minimum 4)',
    ]);
    const lastMinute = service('sun', '2026-12-06 23:59', '2026-12-07 07:00');
    expect(sundaysOff([lastMinute], context({ rules }))).toHaveLength(1);
    // Saturday 15:00 → 21:00 in Paris is Sunday 01:00 → 07:00 in Nouméa.
    const utc = { key: 'nc', agentId: 'agent-1', siteId: 'site-1' };
    const noumea = { ...utc, startAt: new Date('2026-12-05T14:00:00Z'), endAt: new Date('2026-12-05T20:00:00Z') };
    expect(sundaysOff([noumea], context({ rules }))).toEqual([]);
    expect(sundaysOff([noumea], context({ rules, timeZone: 'Pacific/Noumea' }))).toHaveLength(1);
  });

  it('only blames candidates that work on a Sunday', () => {
    const rules = { ...defaultPlanningRules, sundaysOffMonths: 1, minSundaysOffPerMonth: 4 };
    const existing = workedDays('d', ['2026-12-06']);
    expect(sundaysOff([service('mon', '2026-12-07 08:00', '2026-12-07 16:00')], context({ existing, rules }))).toEqual(
      [],
    );
    expect(
      sundaysOff([service('sun', '2026-12-13 08:00', '2026-12-13 16:00')], context({ existing, rules })),
    ).toHaveLength(1);
  });

  it('counts a circuit on a Sunday once, through the circuit, and the 25-hour Sunday of the clock change as one', () => {
    const rules = { ...defaultPlanningRules, sundaysOffMonths: 1 };
    // October 2026 has 4 Sundays, the last one 25 hours long: 2 worked leave the 2 required.
    const circuit = stored('c', '2026-10-04 20:00', '2026-10-05 04:00', { isCircuit: true });
    // Were its stops counted, this one would make a third worked Sunday.
    const stops = [stored('stop1', '2026-10-11 20:00', '2026-10-11 21:00', { circuitId: 'c' })];
    const clockChange = service('new', '2026-10-25 00:30', '2026-10-25 23:30');
    expect(sundaysOff([clockChange], context({ existing: [circuit, ...stops], rules }))).toEqual([]);
    const second = stored('s', '2026-10-18 08:00', '2026-10-18 16:00');
    expect(sundaysOff([clockChange], context({ existing: [circuit, second], rules })).map((i) => i.message)).toEqual([
      '1 seul dimanche de repos sur 4 en octobre 2026 (minimum 2)',
    ]);
  });

  it('words runs of months in French', () => {
    const day = (iso: string) => firstOfMonth(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
    expect(monthRangeLabel(day('2026-10-01'), day('2026-12-01'))).toBe('d’octobre à décembre 2026');
    expect(monthRangeLabel(day('2026-04-01'), day('2026-06-01'))).toBe('d’avril à juin 2026');
    expect(monthRangeLabel(day('2026-11-01'), day('2027-01-01'))).toBe('de novembre 2026 à janvier 2027');
    expect(monthRangeLabel(day('2027-03-01'), day('2027-03-01'))).toBe('en mars 2027');
  });
});
