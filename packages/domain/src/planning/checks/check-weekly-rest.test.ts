import { describe, expect, it } from 'vitest';
import { checkAgentServices } from './check-agent-services.ts';
import { context, dailyServices, ofType, service, stored } from './check-fixtures.ts';

const weeklyRest = (...args: Parameters<typeof checkAgentServices>) =>
  ofType(checkAgentServices(...args), 'weeklyRest');

// Week of Monday 14/12/2026; Monday to Friday 08:00 → 16:00.
const weekdays = dailyServices('d', '2026-12-14', 5, '08:00', '16:00');
const wednesday = service('wed', '2026-12-16 08:00', '2026-12-16 16:00');
const withoutWednesday = weekdays.filter((s) => s.key !== 'd2');

describe('weeklyRest', () => {
  it('refuses a week worked every day, naming its longest rest', () => {
    const weekend = dailyServices('w', '2026-12-19', 2, '08:00', '16:00');
    expect(weeklyRest([wednesday], context({ existing: [...withoutWednesday, ...weekend] }))).toEqual([
      {
        key: 'wed',
        type: 'weeklyRest',
        // Every rest is 16 h; the free time before Monday and after Sunday counts from Sunday 13:00 and up to
        // the next Monday 11:00 (the daily rest attached to the weekly one may fall in the next week): 19 h.
        message: 'Aucun repos de 35 h consécutives la semaine du 14/12/2026 (plus long repos : 19 h 00)',
      },
    ]);
  });

  it('accepts exactly 35 h and refuses 34 h 59', () => {
    // Friday 16:00 → Sunday 03:00 is 35 h.
    const sunday = (start: string) => stored('sun', `2026-12-20 ${start}`, '2026-12-20 11:00');
    const saturdayOff = (start: string) => context({ existing: [...withoutWednesday, sunday(start)] });
    expect(weeklyRest([wednesday], saturdayOff('03:00'))).toEqual([]);
    expect(weeklyRest([wednesday], saturdayOff('02:59')).map((i) => i.message)).toEqual([
      'Aucun repos de 35 h consécutives la semaine du 14/12/2026 (plus long repos : 34 h 59)',
    ]);
  });

  it('lets a rest from Saturday evening to Monday morning serve the week it ends', () => {
    // Saturday 19/12 20:00 → Monday 21/12 07:00 (35 h): 28 h in the week, 7 h in the next.
    const saturday = stored('sat', '2026-12-19 12:00', '2026-12-19 20:00');
    const nextWeek = dailyServices('n', '2026-12-21', 7, '07:00', '15:00');
    const ctx = context({ existing: [...withoutWednesday, saturday, ...nextWeek] });
    expect(weeklyRest([wednesday], ctx)).toEqual([]);
    // The next week had only 18 h of it (from Sunday 13:00): it needs its own rest.
    const nextWednesday = { ...nextWeek[2], key: 'next-wed', id: null };
    const issues = weeklyRest([nextWednesday], context({ existing: [...weekdays, saturday, ...nextWeek] }));
    expect(issues.map((i) => i.message)).toEqual([
      'Aucun repos de 35 h consécutives la semaine du 21/12/2026 (plus long repos : 20 h 00)',
    ]);
  });

  it('blames a Monday candidate that cuts the rest of the week before', () => {
    const saturday = stored('sat', '2026-12-19 08:00', '2026-12-19 16:00');
    const existing = [...weekdays, saturday];
    // Saturday 16:00 → Monday 03:00 is 35 h.
    expect(weeklyRest([service('mon', '2026-12-21 03:00', '2026-12-21 07:00')], context({ existing }))).toEqual([]);
    expect(weeklyRest([service('mon', '2026-12-21 02:00', '2026-12-21 06:00')], context({ existing }))).toEqual([
      {
        key: 'mon',
        type: 'weeklyRest',
        message: 'Aucun repos de 35 h consécutives la semaine du 14/12/2026 (plus long repos : 34 h 00)',
      },
    ]);
  });

  it('counts the real length of a rest across the October clock change', () => {
    // Week of 19/10/2026. Friday 20:00 → Sunday 06:00 shows 34 h on the clock but lasts 35 h.
    const week = [
      ...dailyServices('d', '2026-10-19', 4, '08:00', '16:00'),
      stored('fri', '2026-10-23 12:00', '2026-10-23 20:00'),
      stored('mon', '2026-10-26 08:00', '2026-10-26 16:00'),
    ];
    const candidate = service('wed', '2026-10-21 08:00', '2026-10-21 16:00');
    const existing = week.filter((s) => s.key !== 'd2');
    const sunday = (start: string) => stored('sun', `2026-10-25 ${start}`, '2026-10-25 14:00');
    expect(weeklyRest([candidate], context({ existing: [...existing, sunday('06:00')] }))).toEqual([]);
    expect(
      weeklyRest([candidate], context({ existing: [...existing, sunday('05:00')] })).map((i) => i.message),
    ).toEqual(['Aucun repos de 35 h consécutives la semaine du 19/10/2026 (plus long repos : 34 h 00)']);
  });

  it('reads the minimum from the agency rules', () => {
    const rules = { ...context().rules, minWeeklyRestHours: 48 };
    const existing = [...withoutWednesday, stored('sat', '2026-12-19 08:00', '2026-12-19 16:00')];
    // Saturday 16:00 → Monday 11:00 (the limit of the widened week) is 43 h.
    expect(weeklyRest([wednesday], context({ existing, rules })).map((i) => i.message)).toEqual([
      'Aucun repos de 48 h consécutives la semaine du 14/12/2026 (plus long repos : 43 h 00)',
    ]);
  });
});
