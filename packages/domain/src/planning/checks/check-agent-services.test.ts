import { describe, expect, it } from 'vitest';
import { checkAgentServices } from './check-agent-services.ts';
import { agent, context, dailyServices, service, stored } from './check-fixtures.ts';

describe('checkAgentServices', () => {
  it('finds nothing wrong with an ordinary day', () => {
    const existing = [stored('s1', '2026-12-11 08:00', '2026-12-11 16:00')];
    expect(checkAgentServices([service('new', '2026-12-12 08:00', '2026-12-12 16:00')], context({ existing }))).toEqual(
      [],
    );
  });

  it('has nothing to say of an empty batch', () => {
    expect(checkAgentServices([], context({ agent: agent({ active: false }) }))).toEqual([]);
  });

  it('lists the record problems first, then time, then hours, once per service and type', () => {
    const existing = [stored('s1', '2026-12-12 06:00', '2026-12-12 12:00')];
    const ctx = context({
      existing,
      agent: agent({ active: false, plannable: false, cnapsCardExpiresAt: '2026-01-01' }),
    });
    const issues = checkAgentServices([service('new', '2026-12-12 11:00', '2026-12-12 20:00')], ctx);
    expect(issues.map((i) => i.type)).toEqual(['deactivated', 'notPlannable', 'cnapsExpired', 'overlap', 'dailyMax']);
    expect(issues.every((i) => i.key === 'new')).toBe(true);
  });

  it('checks a single service against 200 stored ones: only the weeks around it count (timed in bench/)', () => {
    const existing = [
      ...dailyServices('a', '2026-09-01', 100, '08:00', '16:00'),
      ...dailyServices('b', '2026-12-20', 100, '20:00', '04:00'),
    ];
    const issues = checkAgentServices(
      [service('new', '2026-12-16 18:00', '2026-12-17 02:00')],
      context({ existing: [...existing] }),
    );
    expect(issues.map((issue) => issue.type)).toEqual(['weeklyAverage']);
    expect(issues[0].message).toBe(
      'Moyenne de 52 h 20 par semaine sur les 12 semaines du 14/12/2026 au 07/03/2027 (maximum 46 h)',
    );
  });
});
