import { describe, expect, it } from 'vitest';
import { checkAgentServices } from './check-agent-services.ts';
import { context, ofType, service, stored } from './check-fixtures.ts';

const rests = (...args: Parameters<typeof checkAgentServices>) => ofType(checkAgentServices(...args), 'dailyRest');
const dayShift = stored('s1', '2026-12-12 08:00', '2026-12-12 20:00');

describe('dailyRest', () => {
  it('accepts exactly 11 h of rest', () => {
    expect(rests([service('new', '2026-12-13 07:00', '2026-12-13 15:00')], context({ existing: [dayShift] }))).toEqual(
      [],
    );
  });

  it('refuses 10 h 59 of rest, naming both days', () => {
    expect(rests([service('new', '2026-12-13 06:59', '2026-12-13 15:00')], context({ existing: [dayShift] }))).toEqual([
      {
        key: 'new',
        type: 'dailyRest',
        message: 'Repos de 10 h 59 entre le service du 12/12 et celui du 13/12 (minimum 11 h)',
      },
    ]);
  });

  it('reports a candidate placed before a stored service', () => {
    const issues = rests([service('new', '2026-12-11 22:00', '2026-12-12 01:30')], context({ existing: [dayShift] }));
    expect(issues.map((i) => i.message)).toEqual([
      'Repos de 6 h 30 entre le service du 11/12 et celui du 12/12 (minimum 11 h)',
    ]);
  });

  it('gives the times when both services are on the same day', () => {
    const morning = service('morning', '2026-12-12 06:00', '2026-12-12 10:00');
    const evening = service('evening', '2026-12-12 18:00', '2026-12-12 22:00');
    const message =
      'Repos de 8 h 00 entre le service du 12/12 terminé à 10:00 et celui commençant à 18:00 (minimum 11 h)';
    expect(rests([morning, evening], context())).toEqual([
      { key: 'morning', type: 'dailyRest', message },
      { key: 'evening', type: 'dailyRest', message },
    ]);
  });

  it('treats touching services as one work period, not a rest', () => {
    const next = service('next', '2026-12-12 20:00', '2026-12-13 02:00');
    expect(rests([next], context({ existing: [dayShift] }))).toEqual([]);
  });

  it('measures the rest from the latest end of overlapping services', () => {
    const existing = [dayShift, stored('inside', '2026-12-12 09:00', '2026-12-12 10:00')];
    const issues = rests([service('new', '2026-12-13 06:00', '2026-12-13 14:00')], context({ existing }));
    expect(issues.map((i) => i.message)).toEqual([
      'Repos de 10 h 00 entre le service du 12/12 et celui du 13/12 (minimum 11 h)',
    ]);
  });

  it('does not blame the batch for two stored services already too close', () => {
    const existing = [dayShift, stored('s2', '2026-12-13 02:00', '2026-12-13 06:00')];
    expect(rests([service('new', '2026-12-15 08:00', '2026-12-15 16:00')], context({ existing }))).toEqual([]);
  });

  it('reads the minimum from the agency rules', () => {
    const ctx = context({ existing: [dayShift], rules: { ...context().rules, minDailyRestHours: 9.5 } });
    expect(rests([service('new', '2026-12-13 05:30', '2026-12-13 13:00')], ctx)).toEqual([]);
    expect(rests([service('new', '2026-12-13 05:29', '2026-12-13 13:00')], ctx)[0].message).toBe(
      'Repos de 9 h 29 entre le service du 12/12 et celui du 13/12 (minimum 9 h 30)',
    );
  });

  it('counts the real rest across the October clock change (10 h 30 on the clock, 11 h 30 of rest)', () => {
    // The clock goes back from 03:00 to 02:00 on 25/10/2026.
    const existing = [stored('s1', '2026-10-24 12:00', '2026-10-24 20:00')];
    expect(rests([service('new', '2026-10-25 06:30', '2026-10-25 14:00')], context({ existing }))).toEqual([]);
  });
});
