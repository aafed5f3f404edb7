import { describe, expect, it } from 'vitest';
import { checkAgentServices } from './check-agent-services.ts';
import { context, ofType, service } from './check-fixtures.ts';

const minimum = (...args: Parameters<typeof checkAgentServices>) =>
  ofType(checkAgentServices(...args), 'minimumPeriod');

describe('minimumPeriod', () => {
  it('accepts a service of exactly 4 h', () => {
    expect(minimum([service('new', '2026-12-12 08:00', '2026-12-12 12:00')], context())).toEqual([]);
  });

  it('refuses 3 h 59', () => {
    expect(minimum([service('new', '2026-12-12 22:00', '2026-12-13 01:59')], context())).toEqual([
      { key: 'new', type: 'minimumPeriod', message: 'Vacation de 3 h 59 (minimum 4 h)' },
    ]);
  });

  it('does not apply to the stops of a circuit', () => {
    const stop = service('stop', '2026-12-12 08:00', '2026-12-12 08:30', { circuitId: 'c1' });
    expect(minimum([stop], context())).toEqual([]);
  });

  it('reads the minimum from the agency rules', () => {
    const rules = { ...context().rules, minPeriodHours: 3.5 };
    expect(minimum([service('new', '2026-12-12 08:00', '2026-12-12 11:00')], context({ rules }))[0].message).toBe(
      'Vacation de 3 h 00 (minimum 3 h 30)',
    );
  });
});
