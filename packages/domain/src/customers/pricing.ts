import { z } from 'zod';
import { type SplitOptions, walkLocalStretches } from '../hours/split-service-minutes.ts';
import { BASIS } from '../hours/weighted-hours.ts';
import { dayFromNumber, isoWeekday } from '../time/wall-clock.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zOptionalString } from '../validation/zod.ts';
import { customerMessages } from './customer-messages.ts';

/**
 * The surcharge coefficients of a customer's price grid (spec 001 section 3, Pricing coefficients), in basis
 * points like the hours module's (10000 = ×1). The hours module counts night, Sunday and holiday (a holiday on a
 * Sunday counts as a holiday); a price grid tells them apart, and Saturday too when the agency counts it.
 */
export const coefficientKeys = [
  'night',
  'holiday',
  'holidayNight',
  'sunday',
  'sundayNight',
  'sundayHoliday',
  'sundayHolidayNight',
  'saturday',
  'saturdayNight',
  'saturdayHoliday',
  'saturdayHolidayNight',
] as const;
export type CoefficientKey = (typeof coefficientKeys)[number];
/** Every category a minute may be priced in: plain daytime hours, then the surcharged ones. */
export type PricingCategory = 'day' | CoefficientKey;
export const pricingCategories: readonly PricingCategory[] = ['day', ...coefficientKeys];

export const saturdayKeys: readonly CoefficientKey[] = [
  'saturday',
  'saturdayNight',
  'saturdayHoliday',
  'saturdayHolidayNight',
];

export const pricingCategoryLabels: Record<PricingCategory, string> = {
  day: 'Jour',
  night: 'Nuit',
  holiday: 'Jour férié',
  holidayNight: 'Nuit de jour férié',
  sunday: 'Dimanche',
  sundayNight: 'Nuit de dimanche',
  sundayHoliday: 'Dimanche férié',
  sundayHolidayNight: 'Nuit de dimanche férié',
  saturday: 'Samedi',
  saturdayNight: 'Nuit de samedi',
  saturdayHoliday: 'Samedi férié',
  saturdayHolidayNight: 'Nuit de samedi férié',
};

export type Coefficients = Record<CoefficientKey, number>;

/** No surcharge anywhere: every coefficient ×1. */
export const neutralCoefficients = (): Coefficients =>
  Object.fromEntries(coefficientKeys.map((k) => [k, BASIS])) as Coefficients;

/** A coefficient in basis points; 0 is refused with the spec's warning (it would bill the hours for nothing). */
export const zCoefficient = z
  .number({ error: m.invalid })
  .int(m.integer)
  .min(0, m.positiveInteger)
  .max(100_000, 'Un coefficient ne peut pas dépasser 10')
  .refine((v) => v > 0, customerMessages.zeroCoefficient);

/** The spec's warning for a coefficient typed as 0, or null (for the forms, before any save). */
export function coefficientWarning(value: number | null | undefined): string | null {
  return value === 0 ? customerMessages.zeroCoefficient : null;
}

/** « 1,25 » (as typed) → 12500 basis points; null when not a number with at most 3 decimals (spec section 5). */
export function parseCoefficient(text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,3})?$/.test(value)) return null;
  return Math.round(Number(value) * BASIS);
}

/** 12500 → « 1,25 ». */
export function formatCoefficient(bp: number): string {
  return String(bp / BASIS).replace('.', ',');
}

/** One schema per coefficient key, written out so that the types name every key. */
const coefficientShape = <T extends z.ZodType>(item: T) => ({
  night: item,
  holiday: item,
  holidayNight: item,
  sunday: item,
  sundayNight: item,
  sundayHoliday: item,
  sundayHolidayNight: item,
  saturday: item,
  saturdayNight: item,
  saturdayHoliday: item,
  saturdayHolidayNight: item,
});

/** One price grid: a customer's price for one specialty ('' is every specialty without a grid of its own). */
export const zCustomerPricingInput = z.object({
  specialty: zOptionalString(80).transform((v) => v ?? ''),
  /** Price excluding tax of one daytime hour, in cents. */
  basePrice: z.number({ error: m.positiveInteger }).int(m.integer).min(0, m.positiveInteger).max(100_000_000),
  coefficients: z.object(coefficientShape(zCoefficient.default(BASIS))).default(neutralCoefficients),
});
export type CustomerPricingInput = z.input<typeof zCustomerPricingInput>;

/** POST {agency}/agencyCustomer/{id}/pricing: the customer's grids, replaced by the list sent. */
export const zCustomerPricingSave = z.object({
  pricings: z
    .array(zCustomerPricingInput)
    .max(50)
    .superRefine((list, context) => {
      const seen = new Set<string>();
      list.forEach((p, i) => {
        const key = p.specialty.trim().toLowerCase();
        if (seen.has(key))
          context.addIssue({
            code: 'custom',
            path: [i, 'specialty'],
            message: customerMessages.duplicateSpecialtyPricing,
          });
        seen.add(key);
      });
    }),
});
export type CustomerPricingSave = z.infer<typeof zCustomerPricingSave>;

export const zCustomerPricing = z.object({
  id: z.string(),
  specialty: z.string(),
  basePrice: z.number().int(),
  coefficients: z.object(coefficientShape(z.number().int())),
  updatedAt: z.string(),
});
export type CustomerPricing = z.infer<typeof zCustomerPricing>;

/** GET {agency}/agencyCustomer/{id}/pricing: the grids and whether the agency counts Saturday apart. */
export const zCustomerPricingList = z.object({ countSaturday: z.boolean(), pricings: z.array(zCustomerPricing) });
export type CustomerPricingList = z.infer<typeof zCustomerPricingList>;

/** PUT {agency}/customers/pricing-settings: the agency's choice, stored in its settings (hoursCount). */
export const zPricingSettings = z.object({ countSaturday: z.boolean() });
export type PricingSettings = z.infer<typeof zPricingSettings>;

/** Whether the agency counts Saturday apart, read from its stored settings (default: no). */
export function readCountSaturday(settings: unknown): boolean {
  const hoursCount = (settings as { hoursCount?: { countSaturday?: unknown } } | null)?.hoursCount;
  return hoursCount?.countSaturday === true;
}

/** The category of a minute from its local day and whether it is night. Saturday is apart only when counted. */
export function pricingCategoryOf(
  minute: { weekday: number; holiday: boolean; night: boolean },
  countSaturday: boolean,
): PricingCategory {
  const { weekday, holiday, night } = minute;
  if (weekday === 7) {
    if (holiday) return night ? 'sundayHolidayNight' : 'sundayHoliday';
    return night ? 'sundayNight' : 'sunday';
  }
  if (weekday === 6 && countSaturday) {
    if (holiday) return night ? 'saturdayHolidayNight' : 'saturdayHoliday';
    return night ? 'saturdayNight' : 'saturday';
  }
  if (holiday) return night ? 'holidayNight' : 'holiday';
  return night ? 'night' : 'day';
}

export type PricingSplit = Record<PricingCategory, number>;
export const emptyPricingSplit = (): PricingSplit =>
  Object.fromEntries(pricingCategories.map((c) => [c, 0])) as PricingSplit;

/**
 * Splits worked time into the price grid's categories (minutes), on the same local stretches as the hours
 * module: night from the agency's night window, the day's kind from its local calendar.
 */
export function splitPricingMinutes(
  startAt: Date | number,
  endAt: Date | number,
  options: SplitOptions & { countSaturday: boolean },
): PricingSplit {
  const split = emptyPricingSplit();
  walkLocalStretches(+startAt, +endAt, options, (dayNumber, night, ms) => {
    const holiday = options.isHoliday(dayFromNumber(dayNumber));
    const category = pricingCategoryOf({ weekday: isoWeekday(dayNumber), holiday, night }, options.countSaturday);
    split[category] += ms / 60_000;
  });
  return split;
}

/** The coefficient (basis points) of a category; Saturday ones fall back to plain days when not counted. */
export function coefficientOf(coefficients: Coefficients, category: PricingCategory): number {
  return category === 'day' ? BASIS : coefficients[category];
}

/**
 * The price in cents of whole minutes per category: Σ minutes × base hourly price × coefficient, rounded once
 * to the cent at the end (integers all along: a month of minutes at 10 000 € the hour stays exact).
 */
export function priceOfMinutes(
  split: PricingSplit,
  pricing: { basePrice: number; coefficients: Coefficients },
): number {
  let weighted = 0;
  for (const category of pricingCategories) {
    const minutes = Math.round(split[category]);
    if (minutes > 0) weighted += minutes * coefficientOf(pricing.coefficients, category);
  }
  // weighted is in minute·basis points; price = weighted × basePrice / (60 × BASIS).
  return Math.round((weighted * pricing.basePrice) / (60 * BASIS));
}

/** The grid for a specialty: its own, else the customer's general one ('' ), else null. */
export function pricingFor<T extends { specialty: string }>(
  pricings: readonly T[],
  specialty: string | null,
): T | null {
  const wanted = (specialty ?? '').trim().toLowerCase();
  return (
    pricings.find((p) => p.specialty.trim().toLowerCase() === wanted) ??
    pricings.find((p) => p.specialty.trim() === '') ??
    null
  );
}
