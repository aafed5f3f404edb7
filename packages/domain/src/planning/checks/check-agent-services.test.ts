import { describe, expect, it } from 'vitest';
import { checkAgentServices } from './check-agent-services.ts';
import { agent, context, dailyServices, service, stored } from './check-fixtures.ts';

// Node has it; the domain's TypeScript setup leaves out the DOM and Node typings.
declare const performance: { now(): number };

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

  it('checks a single service against 200 stored ones in well under a millisecond', () => {
    const existing = [
      ...dailyServices('a', '2026-09-01', 100, '08:00', '16:00'),
      ...dailyServices('b', '2026-12-20', 100, '20:00', '04:00'),
    ];
    const candidate = [service('new', '2026-12-16 18:00', '2026-12-17 02:00')];
    checkAgentServices(candidate, context({ existing: [...existing] }));
    // A fresh copy of the stored services each time, as the cover screen passes each agent's own.
    const batches: number[] = [];
    for (let batch = 0; batch < 15; batch++) {
      const start = performance.now();
      for (let i = 0; i < 20; i++) checkAgentServices(candidate, context({ existing: [...existing] }));
      batches.push((performance.now() - start) / 20);
    }
    batches.sort((a, b) => a - b);
    // Measured: about 0.05 ms a call on a loaded 2-core machine; the median batch shrugs off GC pauses.
    expect(batches[7]).toBeLessThan(1);
  });
});
