import type { HourCoefficients } from '../hours/hour-coefficients.ts';
import { type HourSplit, hourCategories, splitTotal } from '../hours/split-service-minutes.ts';
import { BASIS, categoryCoefficients } from '../hours/weighted-hours.ts';

/** One agent's worked time on one site over the period, split into pay categories (minutes). */
export interface WorkedTime {
  siteId: string;
  agentId: string;
  split: HourSplit;
}

/** What an hour of an agent costs the agency, in cents, charges included (null: not known). */
export type HourlyCosts = ReadonlyMap<string, number | null>;

/**
 * The cost of worked time: each category's hours × the agent's hourly cost × the category's pay coefficient
 * (night, Sunday, holiday; plain day hours ×1). Exact, in fractional cents: rounding is left to the rows.
 */
export function costOfWorkedTime(split: HourSplit, hourlyCostCents: number, coefficients: HourCoefficients): number {
  const bp = categoryCoefficients(coefficients);
  let weightedMinutes = 0;
  for (const category of hourCategories) weightedMinutes += split[category] * bp[category];
  return (weightedMinutes * hourlyCostCents) / BASIS / 60;
}

/**
 * Splits an amount in whole cents between shares pro rata of their weights, so that the parts add up exactly to
 * the amount (largest remainder). All weights zero: nothing is split (every part 0).
 */
export function splitProRata(amountCents: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return weights.map(() => 0);
  // More credited than invoiced: the negative amount is split the same way.
  if (amountCents < 0) return splitProRata(-amountCents, weights).map((part) => (part === 0 ? 0 : -part));
  const exact = weights.map((weight) => (amountCents * weight) / total);
  const parts = exact.map(Math.floor);
  let rest = amountCents - parts.reduce((sum, part) => sum + part, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((x, y) => y.fraction - x.fraction || x.index - y.index);
  for (let i = 0; rest > 0 && i < order.length; i += 1, rest -= 1) parts[order[i % order.length].index] += 1;
  return parts;
}

/** Margin figures of a row: what was invoiced, what the hours cost, the difference and its rate. */
export interface MarginFigures {
  workedMinutes: number;
  costCents: number;
  invoicedCents: number;
  marginCents: number;
  /** Margin over the invoiced amount, in basis points (2500 = 25 %); null when nothing was invoiced. */
  marginRateBp: number | null;
}

/** The margin and its rate from an invoiced amount and a cost (both in cents). */
export function marginOf(invoicedCents: number, costCents: number, workedMinutes: number): MarginFigures {
  const marginCents = invoicedCents - costCents;
  return {
    workedMinutes: Math.round(workedMinutes),
    costCents,
    invoicedCents,
    marginCents,
    marginRateBp: invoicedCents === 0 ? null : Math.round((marginCents * BASIS) / invoicedCents),
  };
}

export interface MarginInput {
  worked: readonly WorkedTime[];
  hourlyCosts: HourlyCosts;
  /** The agency's default hourly cost, for agents without one (null: none). */
  defaultHourlyCostCents: number | null;
  coefficients: HourCoefficients;
  /** Every site that may appear, with its customer (null: a site with no customer). */
  sites: ReadonlyMap<string, string | null>;
  /** Invoiced amount excl. tax per customer over the period (invoices minus credit notes). */
  invoicedByCustomer: ReadonlyMap<string, number>;
}

export interface MarginResult {
  sites: Map<string, MarginFigures>;
  /** Customers with worked time or an invoiced amount; the key null gathers sites without a customer. */
  customers: Map<string | null, MarginFigures>;
  totals: MarginFigures;
  /** Agents whose worked time was costed at 0 because neither they nor the agency have an hourly cost. */
  agentsWithoutCost: string[];
}

/**
 * Margins per site and per customer. Invoices belong to a customer, not a site: a customer's invoiced amount is
 * split between its sites pro rata of their worked minutes; when none of its sites has worked time, the amount
 * stays at customer level only. Each site's cost is rounded to the cent; customers and totals add the rows up,
 * so every column of the screen adds up exactly.
 */
export function computeMargins(input: MarginInput): MarginResult {
  const siteCost = new Map<string, number>();
  const siteMinutes = new Map<string, number>();
  const withoutCost = new Set<string>();
  for (const worked of input.worked) {
    const rate = input.hourlyCosts.get(worked.agentId) ?? input.defaultHourlyCostCents;
    if (rate === null || rate === undefined) withoutCost.add(worked.agentId);
    const cost = costOfWorkedTime(worked.split, rate ?? 0, input.coefficients);
    siteCost.set(worked.siteId, (siteCost.get(worked.siteId) ?? 0) + cost);
    siteMinutes.set(worked.siteId, (siteMinutes.get(worked.siteId) ?? 0) + splitTotal(worked.split));
  }
  const sitesOfCustomer = new Map<string | null, string[]>();
  for (const siteId of new Set([...siteMinutes.keys()])) {
    const customerId = input.sites.get(siteId) ?? null;
    sitesOfCustomer.set(customerId, [...(sitesOfCustomer.get(customerId) ?? []), siteId]);
  }
  for (const customerId of input.invoicedByCustomer.keys()) {
    if (!sitesOfCustomer.has(customerId)) sitesOfCustomer.set(customerId, []);
  }
  const sites = new Map<string, MarginFigures>();
  const customers = new Map<string | null, MarginFigures>();
  for (const [customerId, siteIds] of sitesOfCustomer) {
    const invoiced = customerId === null ? 0 : (input.invoicedByCustomer.get(customerId) ?? 0);
    const minutes = siteIds.map((id) => siteMinutes.get(id) ?? 0);
    const shares = splitProRata(invoiced, minutes);
    let cost = 0;
    let worked = 0;
    siteIds.forEach((siteId, index) => {
      const figures = marginOf(shares[index], Math.round(siteCost.get(siteId) ?? 0), minutes[index]);
      sites.set(siteId, figures);
      cost += figures.costCents;
      worked += minutes[index];
    });
    customers.set(customerId, marginOf(invoiced, cost, worked));
  }
  let invoiced = 0;
  let cost = 0;
  let worked = 0;
  for (const figures of customers.values()) {
    invoiced += figures.invoicedCents;
    cost += figures.costCents;
    worked += figures.workedMinutes;
  }
  return { sites, customers, totals: marginOf(invoiced, cost, worked), agentsWithoutCost: [...withoutCost] };
}
