import type { HourCoefficients } from './hour-coefficients.ts';
import type { HourCategory, HourSplit } from './split-service-minutes.ts';

/** 10000 basis points = ×1. */
export const BASIS = 10_000;

/** The coefficient of each category in basis points (plain daytime hours count once). */
export function categoryCoefficients(coefficients: HourCoefficients): Record<HourCategory, number> {
  return {
    day: BASIS,
    night: coefficients.night,
    sunday: coefficients.sunday,
    holiday: coefficients.holiday,
    nightSunday: coefficients.nightSunday,
    nightHoliday: coefficients.nightHoliday,
  };
}

/** Hours × coefficient summed over the categories: 1 h of night at 11000 bp weighs 1.1. */
export function weightedHours(split: HourSplit, coefficients: HourCoefficients): number {
  const bp = categoryCoefficients(coefficients);
  let weighted = 0;
  for (const category of Object.keys(bp) as HourCategory[]) weighted += split[category] * bp[category];
  return weighted / BASIS / 60;
}

/** Hours rounded to the hundredth, the precision the screens and exports show. */
export function roundHours(hours: number): number {
  return Math.round(hours * 100) / 100;
}
