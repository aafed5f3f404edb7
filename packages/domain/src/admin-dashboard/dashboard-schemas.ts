import { z } from 'zod';
import { zPeriodFilter } from '../margins/margin-schemas.ts';
import { churnColours, churnPeriods } from '../subscriptions/churn.ts';
import { subscriptionReasons } from '../subscriptions/subscription-schemas.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zIsoDate } from '../validation/zod.ts';

/** POST admin/dashboard/fetch/turnover: the platform's invoiced turnover per month; 'year' by default. */
export const zPlatformTurnoverRequest = z
  .object({ filters: zPeriodFilter.default({ shortcut: 'year' }) })
  .nullish()
  .transform((v) => v ?? { filters: { shortcut: 'year' as const } });
export type PlatformTurnoverRequest = z.infer<typeof zPlatformTurnoverRequest>;

export const zPlatformTurnover = z.object({
  from: z.string(),
  to: z.string(),
  data: z.array(
    z.object({
      /** 'YYYY-MM'. */
      month: z.string(),
      invoicedExclTaxCents: z.number().int(),
      paidInclTaxCents: z.number().int(),
    }),
  ),
  totals: z.object({
    invoicedExclTaxCents: z.number().int(),
    invoicedInclTaxCents: z.number().int(),
    paidInclTaxCents: z.number().int(),
    outstandingInclTaxCents: z.number().int(),
  }),
});
export type PlatformTurnover = z.infer<typeof zPlatformTurnover>;

/** The summary counters of the dashboard (spec 001 section 9), in this order. */
export const summaryCounters = [
  'agency',
  'payment-default',
  'agent',
  'customer',
  'site',
  'estimate',
  'invoice',
  'user',
] as const;
export type SummaryCounter = (typeof summaryCounters)[number];
export const summaryCounterLabels: Record<SummaryCounter, string> = {
  agency: 'Agences',
  'payment-default': 'Défauts de paiement',
  agent: 'Collaborateurs',
  customer: 'Clients',
  site: 'Sites',
  estimate: 'Devis',
  invoice: 'Factures',
  user: 'Utilisateurs',
};

/** Rows of the suspension statistics table (spec 001 section 9: 5 rows). */
export const SUSPENSION_STATS_ROWS = 5;

/** GET admin/dashboard/summary: counters, churn cards, suspension statistics. */
export const zPlatformSummary = z.object({
  counters: z.array(z.object({ key: z.enum(summaryCounters), label: z.string(), value: z.number().int() })),
  churn: z.array(
    z.object({
      months: z.union(churnPeriods.map((p) => z.literal(p)) as [z.ZodLiteral<3>, z.ZodLiteral<6>, z.ZodLiteral<12>]),
      rate: z.number(),
      colour: z.enum(churnColours),
      active: z.number().int(),
      lost: z.number().int(),
    }),
  ),
  suspensions: z.array(
    z.object({
      reason: z.enum(subscriptionReasons),
      label: z.string(),
      count: z.number().int(),
      /** Share of all the reasons given, in percent, two decimals. */
      share: z.number(),
    }),
  ),
  /** Agencies locked right now, for payment or an ended subscription. */
  lockedAgencies: z.number().int(),
});
export type PlatformSummary = z.infer<typeof zPlatformSummary>;

/** The series of GET admin/metrics/{name}. */
export const metricNames = ['churn', 'subscriptions', 'agencies', 'turnover'] as const;
export type MetricName = (typeof metricNames)[number];
export const metricLabels: Record<MetricName, string> = {
  churn: 'Résiliation mensuelle (%)',
  subscriptions: 'Abonnements actifs',
  agencies: 'Nouvelles agences',
  turnover: 'Chiffre d’affaires HT (€)',
};

export const zMetricParams = z.object({ name: z.enum(metricNames, { error: m.invalid }) });
/** from/to: calendar days; by default the last 12 months. At most 5 years. */
export const zMetricQuery = z
  .object({ from: zIsoDate().optional(), to: zIsoDate().optional() })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { path: ['to'], message: m.dateAfter('la date de début') })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 5 * 366 * 86_400_000, {
    path: ['to'],
    message: m.dateRangeYears(5),
  });

/** Churn metrics (spec 001 section 3): a label and a value per point. */
export const zMetric = z.object({
  name: z.enum(metricNames),
  label: z.string(),
  data: z.array(z.object({ label: z.string(), value: z.number() })),
});
export type Metric = z.infer<typeof zMetric>;
