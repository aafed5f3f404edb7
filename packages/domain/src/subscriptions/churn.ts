/**
 * Subscription churn (spec 001 section 9: cards over 3, 6 and 12 months, green below 2.5, orange to under 5,
 * red from 5, two decimals).
 *
 * Our definition (the spec gives none): over a period [start, end], the churn is the share, in percent, of the
 * agencies whose subscription was active at `start` and ended (cancelled or stopped) during the period, ending
 * after `start` and at or before `end`. An agency that subscribed during the period counts neither above nor below
 * the line: it was not there to be lost. With no agency active at `start` the churn is 0.
 */

export const churnPeriods = [3, 6, 12] as const;
export type ChurnPeriod = (typeof churnPeriods)[number];

export const churnColours = ['green', 'orange', 'red'] as const;
export type ChurnColour = (typeof churnColours)[number];

export const churnColourLabels: Record<ChurnColour, string> = {
  green: 'Faible',
  orange: 'À surveiller',
  red: 'Élevé',
};

/** Thresholds of the cards, in percent. */
export const CHURN_ORANGE_FROM = 2.5;
export const CHURN_RED_FROM = 5;

/** When one agency was a subscriber: from its first subscription to the end of its last (null: still one). */
export interface SubscriberSpan {
  startedAt: Date;
  endedAt: Date | null;
}

/** Rounds a percentage to two decimals. */
export function roundPercent(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The churn of a period in percent, two decimals. */
export function churnRate(spans: readonly SubscriberSpan[], start: Date, end: Date): number {
  let active = 0;
  let lost = 0;
  for (const span of spans) {
    const wasActive = span.startedAt <= start && (span.endedAt === null || span.endedAt > start);
    if (!wasActive) continue;
    active += 1;
    if (span.endedAt !== null && span.endedAt <= end) lost += 1;
  }
  return active === 0 ? 0 : roundPercent((lost * 100) / active);
}

/** The colour of a churn card: green below 2.5 %, orange from 2.5 % to under 5 %, red from 5 %. */
export function churnColour(rate: number): ChurnColour {
  if (rate >= CHURN_RED_FROM) return 'red';
  if (rate >= CHURN_ORANGE_FROM) return 'orange';
  return 'green';
}

/** The same instant `months` months earlier (the last day of a shorter month when the day does not exist). */
export function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const last = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, last));
  return result;
}

export interface ChurnCard {
  months: ChurnPeriod;
  rate: number;
  colour: ChurnColour;
  /** Agencies active at the start of the period, and those lost during it. */
  active: number;
  lost: number;
}

/** The three churn cards, each over the months that end now. */
export function churnCards(spans: readonly SubscriberSpan[], now: Date): ChurnCard[] {
  return churnPeriods.map((months) => {
    const start = monthsBefore(now, months);
    const active = spans.filter((s) => s.startedAt <= start && (s.endedAt === null || s.endedAt > start));
    const lost = active.filter((s) => s.endedAt !== null && s.endedAt <= now).length;
    const rate = churnRate(spans, start, now);
    return { months, rate, colour: churnColour(rate), active: active.length, lost };
  });
}
