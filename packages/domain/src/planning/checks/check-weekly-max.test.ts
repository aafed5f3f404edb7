import { describe, expect, it } from 'vitest';
import { checkAgentServices } from './check-agent-services.ts';
import { context, dailyServices, ofType, service, stored } from './check-fixtures.ts';

const weeklyMax = (...args: Parameters<typeof checkAgentServices>) => ofType(checkAgentServices(...args), 'weeklyMax');

describe('weeklyMax', () => {
  // Monday 14/12/2026 to Wednesday 16/12, 12 h a day: 36 h.
  const threeDays = dailyServices('s', '2026-12-14', 3, '08:00', '20:00');

  it('accepts exactly 48 h in a week', () => {
    const thursday = service('new', '2026-12-17 08:00', '2026-12-17 20:00');
    expect(weeklyMax([thursday], context({ existing: threeDays }))).toEqual([]);
  });

  it('refuses more than 48 h, naming the Monday of the week', () => {
    const candidates = [
      service('thu', '2026-12-17 08:00', '2026-12-17 20:00'),
      service('fri', '2026-12-18 08:00', '2026-12-18 12:00'),
    ];
    expect(weeklyMax(candidates, context({ existing: threeDays }))).toEqual([
      { key: 'thu', type: 'weeklyMax', message: '52 h 00 planifiées la semaine du 14/12/2026 (maximum 48 h)' },
      { key: 'fri', type: 'weeklyMax', message: '52 h 00 planifiées la semaine du 14/12/2026 (maximum 48 h)' },
    ]);
  });

  it('splits a service crossing Sunday midnight between the two weeks', () => {
    // 44 h from Monday to Thursday, then Sunday 20:00 → Monday 08:00: 4 h this week, 8 h the next.
    const existing = dailyServices('s', '2026-12-14', 4, '08:00', '19:00');
    const sundayNight = service('night', '2026-12-20 20:00', '2026-12-21 08:00');
    expect(weeklyMax([sundayNight], context({ existing }))).toEqual([]);
    const oneMore = [...existing, stored('fri', '2026-12-18 08:00', '2026-12-18 09:00')];
    expect(weeklyMax([sundayNight], context({ existing: oneMore })).map((i) => i.message)).toEqual([
      '49 h 00 planifiées la semaine du 14/12/2026 (maximum 48 h)',
    ]);
  });

  it('names the next week when the part after Sunday midnight goes over', () => {
    const nextWeek = dailyServices('n', '2026-12-22', 4, '08:00', '20:00');
    const sundayNight = service('night', '2026-12-20 20:00', '2026-12-21 08:00');
    expect(weeklyMax([sundayNight], context({ existing: nextWeek })).map((i) => i.message)).toEqual([
      '56 h 00 planifiées la semaine du 21/12/2026 (maximum 48 h)',
    ]);
  });

  it('counts the 169 hours of the week of the October clock change in real time', () => {
    // 45 h from Monday 19/10 to Thursday 22/10; Sunday 25/10 01:00 → 04:00 shows 3 h but lasts 4 h.
    const existing = dailyServices('s', '2026-10-19', 4, '08:00', '19:15');
    const sunday = service('sunday', '2026-10-25 01:00', '2026-10-25 04:00');
    expect(weeklyMax([sunday], context({ existing })).map((i) => i.message)).toEqual([
      '49 h 00 planifiées la semaine du 19/10/2026 (maximum 48 h)',
    ]);
  });

  it('reads the maximum from the agency rules', () => {
    const rules = { ...context().rules, maxWeeklyHours: 35 };
    expect(
      weeklyMax([service('new', '2026-12-17 08:00', '2026-12-17 08:30')], context({ existing: threeDays, rules })),
    ).toHaveLength(1);
  });
});
