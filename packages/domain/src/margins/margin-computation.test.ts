import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptySplit, type HourSplit } from '../hours/split-service-minutes.ts';
import { defaultPlanningSettings } from '../planning/planning-settings.ts';
import { computeMargins, costOfWorkedTime, marginOf, splitProRata } from './margin-computation.ts';

const coefficients = { ...defaultPlanningSettings.coefficients, night: 12_000, sunday: 15_000 };
const split = (values: Partial<HourSplit>): HourSplit => ({ ...emptySplit(), ...values });

describe('costOfWorkedTime', () => {
  it('weighs each category by its pay coefficient', () => {
    // 2 h of day at 20 € + 1 h of night ×1.2 + 1 h of Sunday ×1.5 = 40 + 24 + 30 = 94 €.
    expect(costOfWorkedTime(split({ day: 120, night: 60, sunday: 60 }), 2000, coefficients)).toBe(9400);
  });

  it('costs nothing without an hourly cost', () => {
    expect(costOfWorkedTime(split({ day: 600 }), 0, coefficients)).toBe(0);
  });
});

describe('splitProRata', () => {
  it('splits pro rata and keeps the exact amount', () => {
    expect(splitProRata(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitProRata(-100, [1, 3])).toEqual([-25, -75]);
    expect(splitProRata(100, [0, 0])).toEqual([0, 0]);
  });

  it('always adds up to the amount when some weight is positive', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 20 }),
        (amount, weights) => {
          const parts = splitProRata(amount, weights);
          const total = weights.reduce((s, w) => s + w, 0);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(total > 0 ? amount : 0);
          parts.forEach((part, i) => {
            if (weights[i] === 0) expect(part).toBe(0);
            if (total > 0) expect(Math.abs(part - (amount * weights[i]) / total)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

describe('marginOf', () => {
  it('gives the margin and its rate over the invoiced amount', () => {
    expect(marginOf(10_000, 7500, 60)).toEqual({
      workedMinutes: 60,
      costCents: 7500,
      invoicedCents: 10_000,
      marginCents: 2500,
      marginRateBp: 2500,
    });
    expect(marginOf(0, 500, 0).marginRateBp).toBeNull();
  });
});

describe('computeMargins', () => {
  const sites = new Map<string, string | null>([
    ['s1', 'c1'],
    ['s2', 'c1'],
    ['s3', null],
    ['s4', 'c2'],
  ]);

  it('splits a customer invoice between its sites pro rata of hours and costs each agent', () => {
    const result = computeMargins({
      worked: [
        { siteId: 's1', agentId: 'a1', split: split({ day: 180 }) },
        { siteId: 's2', agentId: 'a2', split: split({ night: 60 }) },
        { siteId: 's3', agentId: 'a3', split: split({ day: 60 }) },
      ],
      hourlyCosts: new Map([
        ['a1', 2000],
        ['a2', null],
      ]),
      defaultHourlyCostCents: 1500,
      coefficients,
      sites,
      invoicedByCustomer: new Map([
        ['c1', 40_000],
        ['c2', 5000],
      ]),
    });
    expect(result.sites.get('s1')).toMatchObject({ invoicedCents: 30_000, costCents: 6000, marginCents: 24_000 });
    expect(result.sites.get('s2')).toMatchObject({ invoicedCents: 10_000, costCents: 1800 });
    expect(result.customers.get('c1')).toMatchObject({ invoicedCents: 40_000, costCents: 7800, workedMinutes: 240 });
    // No hours on c2's sites: the invoice stays at customer level.
    expect(result.customers.get('c2')).toMatchObject({ invoicedCents: 5000, costCents: 0, marginRateBp: 10_000 });
    expect(result.sites.has('s4')).toBe(false);
    expect(result.customers.get(null)).toMatchObject({ invoicedCents: 0, costCents: 1500, marginRateBp: null });
    expect(result.totals).toMatchObject({ invoicedCents: 45_000, costCents: 9300, marginCents: 35_700 });
    expect(result.agentsWithoutCost).toEqual([]);
  });

  it('reports the agents costed at 0', () => {
    const result = computeMargins({
      worked: [{ siteId: 's1', agentId: 'a1', split: split({ day: 60 }) }],
      hourlyCosts: new Map(),
      defaultHourlyCostCents: null,
      coefficients,
      sites,
      invoicedByCustomer: new Map(),
    });
    expect(result.agentsWithoutCost).toEqual(['a1']);
    expect(result.totals.costCents).toBe(0);
  });

  it('adds up: customers are the sum of their sites, totals the sum of customers', () => {
    const zSplit = fc.record({
      day: fc.integer({ min: 0, max: 600 }),
      night: fc.integer({ min: 0, max: 600 }),
      sunday: fc.integer({ min: 0, max: 600 }),
      holiday: fc.integer({ min: 0, max: 600 }),
      nightSunday: fc.integer({ min: 0, max: 600 }),
      nightHoliday: fc.integer({ min: 0, max: 600 }),
    });
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            siteId: fc.constantFrom('s1', 's2', 's3', 's4'),
            agentId: fc.constantFrom('a1', 'a2'),
            split: zSplit,
          }),
          { maxLength: 15 },
        ),
        fc.integer({ min: -100_000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (worked, c1, c2) => {
          const result = computeMargins({
            worked,
            hourlyCosts: new Map([['a1', 1987]]),
            defaultHourlyCostCents: 2345,
            coefficients,
            sites,
            invoicedByCustomer: new Map([
              ['c1', c1],
              ['c2', c2],
            ]),
          });
          for (const [customerId, figures] of result.customers) {
            const own = [...result.sites].filter(([siteId]) => (sites.get(siteId) ?? null) === customerId);
            expect(own.reduce((s, [, f]) => s + f.costCents, 0)).toBe(figures.costCents);
            if (own.some(([, f]) => f.workedMinutes > 0)) {
              expect(own.reduce((s, [, f]) => s + f.invoicedCents, 0)).toBe(figures.invoicedCents);
            }
          }
          const customers = [...result.customers.values()];
          expect(customers.reduce((s, f) => s + f.marginCents, 0)).toBe(result.totals.marginCents);
          expect(result.totals.invoicedCents).toBe(c1 + c2);
        },
      ),
    );
  });
});
