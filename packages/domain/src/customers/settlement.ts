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
export const MAX_SETTLEMENT_DAYS_END_OF_MONTH = 45;

/** The rule quoted when a payment term is refused. */
export const L441_10_RULE =
  'Le délai convenu entre les parties pour régler les sommes dues ne peut dépasser soixante jours à compter de la date d’émission de la facture ; par dérogation, un délai maximal de quarante-cinq jours fin de mois à compter de la date d’émission de la facture peut être convenu entre les parties, sous réserve que ce délai soit expressément stipulé par contrat (article L441-10 du Code de commerce).';

/** The refusal of a settlement term past the cap (60 days, 45 days end of month), or null. */
export function settlementTermIssue(days: number, endOfMonth: boolean): string | null {
  const max = endOfMonth ? MAX_SETTLEMENT_DAYS_END_OF_MONTH : MAX_SETTLEMENT_DAYS;
  return days > max
    ? `Délai de règlement trop long : au plus ${endOfMonth ? `${MAX_SETTLEMENT_DAYS_END_OF_MONTH} jours fin de mois` : `${MAX_SETTLEMENT_DAYS} jours`}. ${L441_10_RULE}`
    : null;
}
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
