import { z } from 'zod';
import { zHourlyCostCents } from '../agents/hourly-cost.ts';
import { type HourPeriod, periodDays } from '../hours/hour-period.ts';
import { addDays, type CalendarDay, isCalendarDay } from '../time/calendar-day.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zIsoDate } from '../validation/zod.ts';
import { datePresets, presetPeriod } from './date-presets.ts';

/** The longest period margins and turnover are computed over at once: two years (with a leap day). */
export const MAX_MARGIN_PERIOD_DAYS = 731;

export const marginMessages = {
  periodRequired: 'Choisissez les dates de début et de fin de la période',
  toBeforeFrom: 'La fin de la période doit être postérieure ou égale à son début',
  periodTooLong: `La période ne peut pas dépasser ${MAX_MARGIN_PERIOD_DAYS} jours`,
} as const;

/**
 * A period filter: a date preset of spec 001 section 9 (read from today in the agency's time zone), or custom
 * with its dates. Without a preset and without dates, the default `fallback` preset applies ('year' for turnover).
 */
export const zPeriodFilter = z
  .object({
    shortcut: z.enum(datePresets, { error: m.invalid }).optional(),
    from: zIsoDate().optional(),
    to: zIsoDate().optional(),
  })
  .refine((f) => f.shortcut !== 'custom' || (f.from !== undefined && f.to !== undefined), {
    path: ['from'],
    message: marginMessages.periodRequired,
  })
  .refine((f) => !f.from || !f.to || !isCalendarDay(f.from) || !isCalendarDay(f.to) || f.to >= f.from, {
    path: ['to'],
    message: marginMessages.toBeforeFrom,
  })
  .refine(
    (f) =>
      !f.from ||
      !f.to ||
      !isCalendarDay(f.from) ||
      !isCalendarDay(f.to) ||
      f.to < f.from ||
      periodDays({ from: f.from, to: f.to }) <= MAX_MARGIN_PERIOD_DAYS,
    { path: ['to'], message: marginMessages.periodTooLong },
  );
export type PeriodFilter = z.infer<typeof zPeriodFilter>;

/** The days a filter covers: its preset's, its dates when custom or given alone, else the fallback preset's. */
export function resolvePeriod(
  filter: PeriodFilter,
  today: CalendarDay,
  fallback: (typeof datePresets)[number],
): HourPeriod {
  if (filter.shortcut && filter.shortcut !== 'custom') return presetPeriod(filter.shortcut, today) as HourPeriod;
  if (filter.from && filter.to) return { from: filter.from, to: filter.to };
  if (filter.from) return { from: filter.from, to: addDays(filter.from, MAX_MARGIN_PERIOD_DAYS - 1) };
  return presetPeriod(fallback, today) as HourPeriod;
}

/** POST {agency}/fetch/margins: margins per site and customer over a period (default: this month). */
export const zMarginsRequest = z.object({ filters: zPeriodFilter.default({}) });
export type MarginsRequest = z.infer<typeof zMarginsRequest>;

export const zMarginFigures = z.object({
  workedMinutes: z.number().int(),
  costCents: z.number().int(),
  invoicedCents: z.number().int(),
  marginCents: z.number().int(),
  marginRateBp: z.number().int().nullable(),
});
export type MarginFiguresOut = z.infer<typeof zMarginFigures>;

const zRef = z.object({ id: z.string(), name: z.string() });

export const zSiteMarginRow = zMarginFigures.extend({ site: zRef, customer: zRef.nullable() });
export const zCustomerMarginRow = zMarginFigures.extend({ customer: zRef.nullable() });

export const zMarginsReport = z.object({
  from: z.string(),
  to: z.string(),
  sites: z.array(zSiteMarginRow),
  customers: z.array(zCustomerMarginRow),
  totals: zMarginFigures,
  /** Agents whose hours were costed at 0: no hourly cost on their record and none by default. */
  agentsWithoutCost: z.array(zRef),
});
export type MarginsReport = z.infer<typeof zMarginsReport>;

/** POST {agency}/fetch/turnover: turnover per month over a period (default filter 'year'). */
export const zTurnoverRequest = z.object({ filters: zPeriodFilter.default({}) });
export type TurnoverRequest = z.infer<typeof zTurnoverRequest>;

export const zTurnoverMonth = z.object({
  /** 'YYYY-MM'. */
  month: z.string(),
  invoicedExclTaxCents: z.number().int(),
  creditedExclTaxCents: z.number().int(),
  turnoverExclTaxCents: z.number().int(),
  turnoverInclTaxCents: z.number().int(),
});
export type TurnoverMonth = z.infer<typeof zTurnoverMonth>;

export const zTurnover = z.object({
  from: z.string(),
  to: z.string(),
  data: z.array(zTurnoverMonth),
  totals: zTurnoverMonth.omit({ month: true }),
});
export type Turnover = z.infer<typeof zTurnover>;

/** GET/PUT {agency}/margins/config: the agency's default hourly cost, for agents without one. */
export const zMarginSettings = z.object({ defaultHourlyCostCents: zHourlyCostCents().nullable() });
export type MarginSettings = z.infer<typeof zMarginSettings>;

/** The months of a period, 'YYYY-MM', in order. */
export function monthsOf(period: HourPeriod): string[] {
  const months: string[] = [];
  let year = Number(period.from.slice(0, 4));
  let month = Number(period.from.slice(5, 7));
  const last = period.to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** The agency's margin settings as stored in agencies.settings.margins (anything else: none). */
export function readMarginSettings(raw: unknown): MarginSettings {
  const parsed = zMarginSettings.safeParse(raw);
  return parsed.success ? parsed.data : { defaultHourlyCostCents: null };
}
