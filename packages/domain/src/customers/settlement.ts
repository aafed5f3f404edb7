import { z } from 'zod';

/** How long a customer has to pay an invoice (délai de règlement). */
export const SettlementPeriod = {
  OnReceipt: 'onReceipt',
  Days: 'days',
  DaysEndOfMonth: 'daysEndOfMonth',
} as const;
export type SettlementPeriod = (typeof SettlementPeriod)[keyof typeof SettlementPeriod];
export const zSettlementPeriod = z.enum(Object.values(SettlementPeriod) as [SettlementPeriod, ...SettlementPeriod[]]);

export const settlementPeriodLabels: Record<SettlementPeriod, string> = {
  onReceipt: 'À réception',
  days: 'À N jours',
  daysEndOfMonth: 'À N jours fin de mois',
};

/** Code de commerce L441-10: at most 60 days from the invoice (or 45 days end of month). */
export const MAX_SETTLEMENT_DAYS = 60;
export const DEFAULT_SETTLEMENT_DAYS = 30;

/** The period in words: « À 30 jours », « À 45 jours fin de mois », « À réception ». */
export function settlementLabel(period: SettlementPeriod, days: number): string {
  if (period === 'onReceipt') return settlementPeriodLabels.onReceipt;
  return period === 'days' ? `À ${days} jours` : `À ${days} jours fin de mois`;
}

/**
 * The due date of an invoice dated `day` (YYYY-MM-DD): the same day on receipt, `days` later, or the end of the
 * month reached `days` later.
 */
export function dueDate(day: string, period: SettlementPeriod, days: number): string {
  if (period === 'onReceipt') return day;
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  if (period === 'daysEndOfMonth') date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return date.toISOString().slice(0, 10);
}
