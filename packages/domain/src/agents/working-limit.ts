/** Weekly hours to monthly hours: 52 weeks over 12 months (spec 000 section 9). */
export const WEEKS_PER_MONTH = 52 / 12;

export type ContractPeriod = 'weekly' | 'monthly';

/** The monthly working limit of a contract: monthly hours as is, weekly hours × 52/12 rounded to 2 decimals. */
export function monthlyWorkingLimit(
  contract: { hoursLimit: number; period: ContractPeriod } | null | undefined,
): number | null {
  if (!contract || !Number.isFinite(contract.hoursLimit)) return null;
  if (contract.period === 'monthly') return contract.hoursLimit;
  return Math.round(contract.hoursLimit * WEEKS_PER_MONTH * 100) / 100;
}
