import { describe, expect, it } from 'vitest';
import { defaultPlanningRules } from '../planning-errors.ts';
import { checkAgentServices } from './check-agent-services.ts';
import { context, ofType, service, stored } from './check-fixtures.ts';

const switches = (...args: Parameters<typeof checkAgentServices>) =>
  ofType(checkAgentServices(...args), 'nightDayRest');
const nightShift = stored('n1', '2026-12-12 22:00', '2026-12-13 06:00');

describe('nightDayRest', () => {
  it('accepts exactly 10 h between a night and a day service (the 11 h daily rest still speaks)', () => {
    const issues = checkAgentServices(
      [service('day', '2026-12-13 16:00', '2026-12-13 20:00')],
      context({ existing: [nightShift] }),
    );
    expect(ofType(issues, 'nightDayRest')).toEqual([]);
    expect(ofType(issues, 'dailyRest')).toHaveLength(1);
  });

  it('refuses 9 h 59 after a night service, naming the night service', () => {
    expect(
      switches([service('day', '2026-12-13 15:59', '2026-12-13 20:00')], context({ existing: [nightShift] })),
    ).toEqual([
      {
        key: 'day',
        type: 'nightDayRest',
        message: 'Repos de 9 h 59 entre le service de nuit du 12/12 et le service de jour du 13/12 (minimum 10 h)',
      },
    ]);
  });

  it('refuses a day service followed too soon by a night one, with the times on the same day', () => {
    const morning = stored('m', '2026-12-12 06:00', '2026-12-12 12:00');
    expect(
      switches([service('night', '2026-12-12 20:00', '2026-12-13 04:00')], context({ existing: [morning] })),
    ).toEqual([
      {
        key: 'night',
        type: 'nightDayRest',
        message:
          'Repos de 8 h 00 entre le service de jour du 12/12 terminé à 12:00 et le service de nuit commençant à 20:00 (minimum 10 h)',
      },
    ]);
  });

  it('leaves day after day and night after night to the daily rest', () => {
    const day = stored('d', '2026-12-12 08:00', '2026-12-12 16:00');
    // 9 h after a day service: 01:00 → 02:00 holds 1 h of night (a day service), 01:00 → 05:00 holds 4 h.
    const dayAfterDay = checkAgentServices(
      [service('next', '2026-12-13 01:00', '2026-12-13 02:00')],
      context({ existing: [day] }),
    );
    expect(ofType(dayAfterDay, 'nightDayRest')).toEqual([]);
    expect(ofType(dayAfterDay, 'dailyRest')).toHaveLength(1);
    expect(
      switches([service('next', '2026-12-13 01:00', '2026-12-13 05:00')], context({ existing: [day] })),
    ).toHaveLength(1);
    // 9 h between two night services.
    expect(
      switches([service('n2', '2026-12-13 15:00', '2026-12-14 01:00')], context({ existing: [nightShift] })),
    ).toEqual([]);
  });

  it('calls a service with exactly 3 h of night a night service, and 2 h 59 a day one', () => {
    const rules = { ...defaultPlanningRules, minDailyRestHours: 8 };
    const next = [service('next', '2026-12-13 09:00', '2026-12-13 17:00')];
    // 18:00 → 00:00: 21:00 → 00:00 is night.
    const threeHours = context({ existing: [stored('e', '2026-12-12 18:00', '2026-12-13 00:00')], rules });
    expect(switches(next, threeHours).map((i) => i.message)).toEqual([
      'Repos de 9 h 00 entre le service de nuit du 12/12 et le service de jour du 13/12 (minimum 10 h)',
    ]);
    const lessThanThree = context({ existing: [stored('e', '2026-12-12 17:59', '2026-12-12 23:59')], rules });
    expect(switches(next, lessThanThree)).toEqual([]);
  });

  it('counts the real night time when the clocks go forward, and the real rest when they go back', () => {
    const rules = { ...defaultPlanningRules, minDailyRestHours: 8 };
    // 28/03/2027: 02:00 becomes 03:00; 00:30 → 03:30 on the clock is 2 h of night only, so a day service.
    const spring = context({ existing: [stored('e', '2027-03-28 00:30', '2027-03-28 03:30')], rules });
    expect(switches([service('day', '2027-03-28 13:00', '2027-03-28 18:00')], spring)).toEqual([]);
    // The same hours a week later are 3 h of night.
    const week = context({ existing: [stored('e', '2027-04-04 00:30', '2027-04-04 03:30')], rules });
    expect(switches([service('day', '2027-04-04 13:00', '2027-04-04 18:00')], week)).toHaveLength(1);
    // 25/10/2026: 03:00 becomes 02:00; 20:00 → 05:30 shows 9 h 30 on the clock but lasts 10 h 30.
    const autumn = context({ existing: [stored('e', '2026-10-24 12:00', '2026-10-24 20:00')], rules });
    expect(switches([service('night', '2026-10-25 05:30', '2026-10-25 13:00')], autumn)).toEqual([]);
  });

  it('treats touching services as one work period, with no rest to measure', () => {
    expect(
      switches([service('day', '2026-12-13 06:00', '2026-12-13 10:00')], context({ existing: [nightShift] })),
    ).toEqual([]);
  });

  it('blames the later candidate, or the earlier one before a stored service, never two stored ones', () => {
    const night = service('night', '2026-12-12 22:00', '2026-12-13 06:00');
    const day = service('day', '2026-12-13 12:00', '2026-12-13 18:00');
    expect(switches([night, day], context()).map((i) => i.key)).toEqual(['day']);
    const storedDay = stored('sd', '2026-12-13 12:00', '2026-12-13 18:00');
    expect(switches([night], context({ existing: [storedDay] })).map((i) => i.key)).toEqual(['night']);
    const later = service('later', '2026-12-20 08:00', '2026-12-20 16:00');
    expect(switches([later], context({ existing: [nightShift, storedDay] }))).toEqual([]);
  });

  it('counts a circuit through the circuit, not its stops', () => {
    const circuit = stored('c', '2026-12-12 22:00', '2026-12-13 06:00', { isCircuit: true });
    // A short stop inside the circuit would be a day service of its own if it counted.
    const stop = stored('stop', '2026-12-13 05:00', '2026-12-13 05:30', { circuitId: 'c' });
    const issues = switches(
      [service('day', '2026-12-13 14:00', '2026-12-13 20:00')],
      context({ existing: [circuit, stop] }),
    );
    expect(issues.map((i) => i.message)).toEqual([
      'Repos de 8 h 00 entre le service de nuit du 12/12 et le service de jour du 13/12 (minimum 10 h)',
    ]);
  });

  it('reads the minimum and the night period from the rules', () => {
    const early = stored('e', '2026-12-12 04:00', '2026-12-12 10:00');
    const evening = [service('eve', '2026-12-12 19:00', '2026-12-12 23:00')];
    // 04:00 → 10:00 holds 2 h of the default night (21:00 → 06:00) but 3 h of a 22:00 → 07:00 night.
    expect(switches(evening, context({ existing: [early] }))).toEqual([]);
    const night = { nightStart: '22:00', nightEnd: '07:00' };
    const rules = { ...defaultPlanningRules, night, minNightDayRestHours: 9.5 };
    expect(switches(evening, context({ existing: [early], rules })).map((i) => i.message)).toEqual([
      'Repos de 9 h 00 entre le service de nuit du 12/12 terminé à 10:00 et le service de jour commençant à 19:00 (minimum 9 h 30)',
    ]);
    expect(switches(evening, context({ existing: [early], rules: { ...rules, minNightDayRestHours: 9 } }))).toEqual([]);
  });
});
