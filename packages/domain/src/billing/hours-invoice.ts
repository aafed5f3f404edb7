import {
  type Coefficients,
  coefficientOf,
  emptyPricingSplit,
  type PricingSplit,
  pricingCategories,
  pricingCategoryLabels,
  pricingFor,
} from '../customers/pricing.ts';
import { BASIS } from '../hours/weighted-hours.ts';

type PricingSplitKey = keyof PricingSplit;

import type { DocumentLineInput } from './schemas.ts';

/** The worked minutes of one specialty (null: services without one), split into the price grid's categories. */
export interface SpecialtyMinutes {
  specialty: string | null;
  split: PricingSplit;
  /** What these minutes come from (a service id): each line names the sources it bills. */
  source?: string;
}

export interface PriceGrid {
  specialty: string;
  basePrice: number;
  coefficients: Coefficients;
}

/**
 * The lines of a month's invoice from the worked minutes of a customer's services: one line per specialty and
 * category (day, night, Sunday, holiday…), in hours with 3 decimals, at the grid's hourly price × the category's
 * coefficient. Specialties the customer has no grid for (nor a general one) are returned apart, unpriced.
 */
export function hoursInvoiceLines(
  minutes: readonly SpecialtyMinutes[],
  grids: readonly PriceGrid[],
  options: { vatRateBp: number; periodLabel: string },
): { lines: DocumentLineInput[]; unpriced: string[]; sources: string[][] } {
  const totals = new Map<
    string,
    { grid: PriceGrid; name: string; split: PricingSplit; sources: Map<PricingSplitKey, Set<string>> }
  >();
  const unpriced = new Set<string>();
  for (const item of minutes) {
    const grid = pricingFor(grids, item.specialty);
    const name = item.specialty?.trim() || 'Prestations de sécurité';
    if (!grid) {
      unpriced.add(name);
      continue;
    }
    const key = `${grid.specialty}|${name}`;
    const entry = totals.get(key) ?? {
      grid,
      name,
      split: emptyPricingSplit(),
      sources: new Map(),
    };
    for (const category of pricingCategories) {
      entry.split[category] += item.split[category];
      if (item.source && item.split[category] > 0) {
        const set = entry.sources.get(category) ?? new Set<string>();
        set.add(item.source);
        entry.sources.set(category, set);
      }
    }
    totals.set(key, entry);
  }
  const lines: DocumentLineInput[] = [];
  const sources: string[][] = [];
  for (const { grid, name, split, sources: from } of [...totals.values()].sort((a, b) =>
    a.name.localeCompare(b.name, 'fr'),
  )) {
    for (const category of pricingCategories) {
      const wholeMinutes = Math.round(split[category]);
      if (wholeMinutes <= 0) continue;
      lines.push({
        label: `${name} — ${pricingCategoryLabels[category]}`,
        description: options.periodLabel,
        kind: 'service',
        quantity: Math.round((wholeMinutes * 1000) / 60) / 1000,
        unitCode: 'HUR',
        unitPriceCents: Math.round((grid.basePrice * coefficientOf(grid.coefficients, category)) / BASIS),
        vatRateBp: options.vatRateBp,
      });
      sources.push([...(from.get(category) ?? [])]);
    }
  }
  return { lines, unpriced: [...unpriced], sources };
}
