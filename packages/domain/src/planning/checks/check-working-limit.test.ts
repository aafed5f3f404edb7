import { describe, expect, it } from 'vitest';
import { checkAgentServices } from './check-agent-services.ts';
import { agent, context, dailyServices, ofType, service, stored } from './check-fixtures.ts';

const limit = (...args: Parameters<typeof checkAgentServices>) => ofType(checkAgentServices(...args), 'workingLimit');
const withLimit = (monthlyLimitHours: number | null, existing = december) =>
  context({ agent: agent({ monthlyLimitHours }), existing });

// 148 h in December 2026: eighteen days of 8 h and a 4-hour morning.
const december = [
  ...dailyServices('d', '2026-12-01', 18, '08:00', '16:00'),
  stored('half', '2026-12-19 08:00', '2026-12-19 12:00'),
];
// The night of New Year's Eve: 2 h in December (22:00 → 24:00 Paris, 21:00 → 23:00 UTC), 6 h in January.
const newYearsEve = service('eve', '2026-12-31 22:00', '2027-01-01 06:00');

describe('workingLimit', () => {
  it('counts only the part of a night in each month, at local midnight', () => {
    expect(limit([newYearsEve], withLimit(150))).toEqual([]);
    expect(limit([newYearsEve], withLimit(149))).toEqual([
      {
        key: 'eve',
        type: 'workingLimit',
        message: '150 h 00 planifiées en décembre 2026 (limite du contrat : 149 h)',
      },
    ]);
  });

  it('does not count a service of the next month', () => {
    expect(limit([service('jan', '2027-01-01 00:00', '2027-01-01 08:00')], withLimit(149))).toEqual([]);
  });

  it('names the month that goes over', () => {
    const january = [
      ...dailyServices('j', '2027-01-04', 18, '08:00', '16:00'),
      stored('j-half', '2027-01-23 08:00', '2027-01-23 10:00'),
    ];
    expect(limit([newYearsEve], withLimit(151.67, january)).map((i) => i.message)).toEqual([
      '152 h 00 planifiées en janvier 2027 (limite du contrat : 151 h 40)',
    ]);
  });

  it('has nothing to check without a contract limit', () => {
    expect(limit([newYearsEve], withLimit(null))).toEqual([]);
  });
});
