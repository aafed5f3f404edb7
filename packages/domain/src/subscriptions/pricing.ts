/**
 * Prices of the platform's offers and options (spec 001 sections 5 and 9). Every amount is in integer cents;
 * the rules the spec gives in euros (11 × the monthly price, 9.99 / 20 rounded up) are applied to cents.
 */

/** Months paid for a year: the yearly price defaults to 11 × the monthly price (one month offered). */
export const YEARLY_MONTHS = 11;

/** Working days in a month: a daily price is the monthly price divided by 20. */
export const DAYS_PER_MONTH = 20;

/** Default monthly price of one agent record (fiche collaborateur) of an agent pack: 9,99 €. */
export const AGENT_PACK_MONTHLY_CENTS = 999;

/** The yearly price an offer gets by default: 11 × its monthly price, rounded to the cent. */
export function defaultYearlyPriceCents(monthlyCents: number): number {
  return Math.round(monthlyCents * YEARLY_MONTHS);
}

/** The daily price of a monthly price: divided by 20, rounded up to the cent (9,99 € → 0,50 €). */
export function dailyPriceCents(monthlyCents: number = AGENT_PACK_MONTHLY_CENTS): number {
  return Math.ceil(monthlyCents / DAYS_PER_MONTH);
}

/** The subscription options of agent records: unlimited, or a number of days a month at the daily price. */
export const dayOptions = ['unlimited', '1', '2', '3', '4', '5', '10'] as const;
export type DayOption = (typeof dayOptions)[number];

export const dayOptionLabels: Record<DayOption, string> = {
  unlimited: 'Illimité',
  '1': '1 jour par mois',
  '2': '2 jours par mois',
  '3': '3 jours par mois',
  '4': '4 jours par mois',
  '5': '5 jours par mois',
  '10': '10 jours par mois',
};

/** The monthly price of one agent record under a day option: the monthly price, or days × the daily price. */
export function agentRecordMonthlyCents(option: DayOption, monthlyCents: number = AGENT_PACK_MONTHLY_CENTS): number {
  return option === 'unlimited' ? monthlyCents : Number(option) * dailyPriceCents(monthlyCents);
}

/** How the agency pays: every month (quick-pay is monthly), or once a year. */
export const billingPeriods = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];
export const billingPeriodLabels: Record<BillingPeriod, string> = { monthly: 'Mensuel', yearly: 'Annuel' };

export interface PlanPriceInput {
  /** The offer's monthly and yearly prices. */
  monthlyCents: number;
  yearlyCents: number;
  billing: BillingPeriod;
  /** Agent records bought on top of the offer, at the agent pack price under the day option. */
  extraAgents: number;
  dayOption: DayOption;
  agentPackMonthlyCents?: number;
}

export interface PlanPrice {
  /** What one period costs, offer and extra agent records together. */
  periodCents: number;
  offerCents: number;
  agentsCents: number;
  /** The same per month, for comparison (a yearly price divided by 12, rounded to the cent). */
  monthlyEquivalentCents: number;
}

/** The price of one billing period of a plan: the offer's price plus its extra agent records. */
export function planPrice(input: PlanPriceInput): PlanPrice {
  const perAgent = agentRecordMonthlyCents(input.dayOption, input.agentPackMonthlyCents);
  const agentsMonthly = Math.max(0, input.extraAgents) * perAgent;
  const yearly = input.billing === 'yearly';
  const offerCents = yearly ? input.yearlyCents : input.monthlyCents;
  const agentsCents = yearly ? agentsMonthly * YEARLY_MONTHS : agentsMonthly;
  const periodCents = offerCents + agentsCents;
  return {
    periodCents,
    offerCents,
    agentsCents,
    monthlyEquivalentCents: yearly ? Math.round(periodCents / 12) : periodCents,
  };
}

/** Days of a subscription period, from its start to its end (the spec's period length). */
export function periodLengthDays(start: Date, end: Date): number {
  return Math.max(0, Math.round((end.getTime() - start.getTime()) / 86_400_000));
}
