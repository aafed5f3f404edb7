import { describe, expect, it } from 'vitest';
import type { CheckedService } from '../check-types.ts';
import { checkAgentServices } from './check-agent-services.ts';
import { context, dailyServices, ofType, service } from './check-fixtures.ts';

const average = (...args: Parameters<typeof checkAgentServices>) =>
  ofType(checkAgentServices(...args), 'weeklyAverage');

/** `weeks` weeks of 46 h (Monday to Thursday, 08:00 → 19:30) from a Monday. */
function weeksOf46(firstMonday: string, weeks: number): CheckedService[] {
  const monday = Date.parse(`${firstMonday}T00:00:00Z`);
  return Array.from({ length: weeks }, (_, w) => {
    const day = new Date(monday + w * 7 * 86_400_000).toISOString().slice(0, 10);
    return dailyServices(`w${w}-`, day, 4, '08:00', '19:30');
  }).flat();
}

describe('weeklyAverage', () => {
  // Eleven weeks of 46 h from Monday 28/09/2026, the week of the October clock change among them.
  const before = weeksOf46('2026-09-28', 11);
  const friday = service('fri', '2026-12-18 08:00', '2026-12-18 09:00');

  it('accepts exactly 46 h on average over 12 weeks', () => {
    const week = dailyServices('x', '2026-12-14', 4, '08:00', '19:15');
    expect(average([friday], context({ existing: [...before, ...week] }))).toEqual([]);
  });

  it('refuses more, naming the busiest run of 12 weeks holding the week', () => {
    const week = dailyServices('x', '2026-12-14', 4, '08:00', '19:30');
    expect(average([friday], context({ existing: [...before, ...week] }))).toEqual([
      {
        key: 'fri',
        type: 'weeklyAverage',
        message: 'Moyenne de 46 h 05 par semaine sur les 12 semaines du 28/09/2026 au 20/12/2026 (maximum 46 h)',
      },
    ]);
  });

  it('looks at the runs after the week too', () => {
    const after = weeksOf46('2026-09-28', 12);
    const monday = service('mon', '2026-09-27 20:00', '2026-09-28 01:00');
    // Sunday 27/09 20:00 → Monday 01:00: 1 h in the first of twelve 46-hour weeks.
    expect(average([monday], context({ existing: after })).map((i) => i.message)).toEqual([
      'Moyenne de 46 h 05 par semaine sur les 12 semaines du 28/09/2026 au 20/12/2026 (maximum 46 h)',
    ]);
  });

  it('counts weeks without services as weeks off', () => {
    const heavy = dailyServices('x', '2026-12-14', 4, '08:00', '20:00');
    expect(average([friday], context({ existing: heavy }))).toEqual([]);
  });

  it('reads the number of weeks and the maximum from the agency rules', () => {
    const rules = { ...context().rules, averageWeeks: 2, maxAverageWeeklyHours: 40 };
    const lastWeek = dailyServices('x', '2026-12-07', 4, '08:00', '19:00');
    const thisWeek = dailyServices('y', '2026-12-14', 3, '08:00', '20:00');
    expect(average([friday], context({ existing: [...lastWeek, ...thisWeek], rules })).map((i) => i.message)).toEqual([
      'Moyenne de 40 h 30 par semaine sur les 2 semaines du 07/12/2026 au 20/12/2026 (maximum 40 h)',
    ]);
  });
});
