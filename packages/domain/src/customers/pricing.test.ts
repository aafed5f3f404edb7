import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitServiceMinutes } from '../hours/split-service-minutes.ts';
import { customerMessages } from './customer-messages.ts';
import {
  type Coefficients,
  coefficientKeys,
  coefficientWarning,
  emptyPricingSplit,
  formatCoefficient,
  neutralCoefficients,
  parseCoefficient,
  priceOfMinutes,
  pricingCategories,
  pricingCategoryOf,
  pricingFor,
  splitPricingMinutes,
  zCustomerPricingSave,
} from './pricing.ts';

const night = { nightStart: '21:00', nightEnd: '06:00' };
const holidays = new Set(['2026-05-01', '2026-05-08', '2026-07-14', '2026-11-01', '2026-12-25', '2026-05-14']);
const options = (countSaturday: boolean) => ({
  timeZone: 'Europe/Paris',
  coefficients: night,
  isHoliday: (day: string) => holidays.has(day),
  countSaturday,
});
const sum = (split: Record<string, number>) => Object.values(split).reduce((a, b) => a + b, 0);

describe('pricing categories', () => {
  it('tells Saturday apart only when the agency counts it', () => {
    expect(pricingCategoryOf({ weekday: 6, holiday: false, night: true }, true)).toBe('saturdayNight');
    expect(pricingCategoryOf({ weekday: 6, holiday: false, night: true }, false)).toBe('night');
    expect(pricingCategoryOf({ weekday: 7, holiday: true, night: false }, false)).toBe('sundayHoliday');
    expect(pricingCategoryOf({ weekday: 3, holiday: true, night: true }, false)).toBe('holidayNight');
  });

  it('splits a Saturday-to-Sunday night (Paris) as the hours module does, Saturday apart', () => {
    // Saturday 2026-03-07 20:00 → Sunday 08:00 local (UTC+1).
    const split = splitPricingMinutes(
      Date.parse('2026-03-07T19:00:00Z'),
      Date.parse('2026-03-08T07:00:00Z'),
      options(true),
    );
    expect(split.saturday).toBe(60);
    expect(split.saturdayNight).toBe(180);
    expect(split.sundayNight).toBe(360);
    expect(split.sunday).toBe(120);
  });

  it('agrees with the hours split for any service (property)', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 364 * 24 * 60 }),
        fc.integer({ min: 0, max: 3 * 24 * 60 }),
        fc.boolean(),
        (offset, duration, countSaturday) => {
          const from = start + offset * 60_000;
          const to = from + duration * 60_000;
          const hours = splitServiceMinutes(from, to, options(countSaturday));
          const p = splitPricingMinutes(from, to, options(countSaturday));
          const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-6);
          close(sum(p), duration);
          close(hours.day, p.day + p.saturday);
          close(hours.night, p.night + p.saturdayNight);
          close(hours.sunday, p.sunday);
          close(hours.nightSunday, p.sundayNight);
          close(hours.holiday, p.holiday + p.sundayHoliday + p.saturdayHoliday);
          close(hours.nightHoliday, p.holidayNight + p.sundayHolidayNight + p.saturdayHolidayNight);
          if (!countSaturday) for (const k of ['saturday', 'saturdayNight'] as const) expect(p[k]).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('price of minutes', () => {
  const zCoefficients = fc.record(
    Object.fromEntries(coefficientKeys.map((k) => [k, fc.integer({ min: 1, max: 100_000 })])) as Record<
      keyof Coefficients,
      fc.Arbitrary<number>
    >,
  );
  const zSplit = fc.record(
    Object.fromEntries(pricingCategories.map((c) => [c, fc.integer({ min: 0, max: 31 * 24 * 60 })])) as Record<
      string,
      fc.Arbitrary<number>
    >,
  );

  it('is the plain hours at ×1 everywhere', () => {
    fc.assert(
      fc.property(zSplit, fc.integer({ min: 0, max: 1_000_000 }), (split, basePrice) => {
        const price = priceOfMinutes(split as never, { basePrice, coefficients: neutralCoefficients() });
        expect(price).toBe(Math.round((sum(split) * basePrice) / 60));
      }),
    );
  });

  it('grows with every coefficient and is an integer number of cents (property)', () => {
    fc.assert(
      fc.property(
        zSplit,
        zCoefficients,
        fc.constantFrom(...coefficientKeys),
        fc.integer({ min: 0, max: 1_000_000 }),
        (split, coefficients, key, basePrice) => {
          const before = priceOfMinutes(split as never, { basePrice, coefficients });
          const after = priceOfMinutes(split as never, {
            basePrice,
            coefficients: { ...coefficients, [key]: coefficients[key] + 500 },
          });
          expect(Number.isInteger(before)).toBe(true);
          expect(after).toBeGreaterThanOrEqual(before);
        },
      ),
    );
  });

  it('prices one hour of Sunday night at 25 € × 1,5', () => {
    const split = { ...emptyPricingSplit(), sundayNight: 60 };
    expect(
      priceOfMinutes(split, { basePrice: 2500, coefficients: { ...neutralCoefficients(), sundayNight: 15_000 } }),
    ).toBe(3750);
  });
});

describe('coefficients as typed', () => {
  it('reads and writes French decimals with at most 3 decimals', () => {
    expect(parseCoefficient('1,25')).toBe(12_500);
    expect(parseCoefficient('2')).toBe(20_000);
    expect(parseCoefficient('1,2345')).toBeNull();
    expect(formatCoefficient(12_500)).toBe('1,25');
  });
  it('gives the spec warning for 0 and refuses it on save', () => {
    expect(coefficientWarning(0)).toBe(customerMessages.zeroCoefficient);
    expect(coefficientWarning(10_000)).toBeNull();
    const parsed = zCustomerPricingSave.safeParse({ pricings: [{ basePrice: 2500, coefficients: { night: 0 } }] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe(customerMessages.zeroCoefficient);
  });
  it('fills missing coefficients with ×1 and refuses two grids for one specialty', () => {
    const ok = zCustomerPricingSave.parse({ pricings: [{ basePrice: 2500, coefficients: { night: 11_000 } }] });
    expect(ok.pricings[0].coefficients).toMatchObject({ night: 11_000, sunday: 10_000, saturdayHolidayNight: 10_000 });
    const twice = zCustomerPricingSave.safeParse({
      pricings: [
        { specialty: 'SSIAP', basePrice: 1 },
        { specialty: 'ssiap ', basePrice: 2 },
      ],
    });
    expect(twice.success).toBe(false);
  });
  it('finds the specialty grid, else the general one', () => {
    const grids = [{ specialty: '' }, { specialty: 'Cynophile' }];
    expect(pricingFor(grids, 'cynophile')).toBe(grids[1]);
    expect(pricingFor(grids, 'SSIAP')).toBe(grids[0]);
    expect(pricingFor([{ specialty: 'SSIAP' }], null)).toBeNull();
  });
});
