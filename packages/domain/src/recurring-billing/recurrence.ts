import { z } from 'zod';
import { withExemptionRule, zDocumentDiscount, zDocumentLineFields } from '../billing/schemas.ts';
import { vatMessages } from '../billing/vat-rules.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zIsoDate, zOptionalString } from '../validation/zod.ts';

/**
 * A recurrence's line: an invoice line without a line id nor services. A subscription bills a fixed amount each
 * period; worked hours are billed from the hours (« Facturer les heures »), where each service is billed once.
 */
const zRecurrenceLine = withExemptionRule(zDocumentLineFields);

/** How often a recurrence bills: every month, every 3 months or every 12 months, on its day of the month. */
export const recurrenceFrequencies = ['monthly', 'quarterly', 'yearly'] as const;
export type RecurrenceFrequency = (typeof recurrenceFrequencies)[number];
export const recurrenceFrequencyLabels: Record<RecurrenceFrequency, string> = {
  monthly: 'Mensuelle',
  quarterly: 'Trimestrielle',
  yearly: 'Annuelle',
};
const monthsOf: Record<RecurrenceFrequency, number> = { monthly: 1, quarterly: 3, yearly: 12 };

/** A generated invoice stays a draft, or is validated and e-mailed to the customer's invoice recipients. */
export const recurrenceModes = ['draft', 'send'] as const;
export type RecurrenceMode = (typeof recurrenceModes)[number];
export const recurrenceModeLabels: Record<RecurrenceMode, string> = {
  draft: 'Brouillon',
  send: 'Validée et envoyée',
};

export const recurrenceMessages = {
  notFound: 'Facture récurrente introuvable',
  endBeforeStart: 'La date de fin doit suivre la date de début',
  dayOfMonth: 'Le jour doit être compris entre 1 et 28',
} as const;

/** POST {agency}/invoiceRecurrence: creates (no id) or updates a recurrence. */
export const zRecurrenceSave = z
  .object({
    id: z.uuid().nullish(),
    customerId: z.uuid({ error: m.required }),
    subject: zOptionalString(300),
    notes: zOptionalString(5000),
    lines: z.array(zRecurrenceLine).min(1, 'Ajoutez au moins une ligne').max(500),
    discount: zDocumentDiscount.nullish(),
    frequency: z.enum(recurrenceFrequencies),
    /** 1 to 28, so that every month has the day. */
    dayOfMonth: z.number().int(m.integer).min(1, recurrenceMessages.dayOfMonth).max(28, recurrenceMessages.dayOfMonth),
    startDate: zIsoDate(m.invalid, m.required),
    endDate: zIsoDate().nullish(),
    mode: z.enum(recurrenceModes).default('draft'),
  })
  .refine((r) => !r.endDate || r.endDate >= r.startDate, {
    path: ['endDate'],
    message: recurrenceMessages.endBeforeStart,
  })
  .superRefine((r, context) => {
    // Its invoices are validated unattended: a 0 % line needs its reason now.
    r.lines.forEach((line, index) => {
      if (line.vatRateBp === 0 && !line.vatExemptionCode)
        context.addIssue({
          code: 'custom',
          path: ['lines', index, 'vatExemptionCode'],
          message: vatMessages.exemptionRequired,
        });
    });
  });
export type RecurrenceSave = z.infer<typeof zRecurrenceSave>;

export const zRecurrence = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  customerName: z.string(),
  subject: z.string().nullable(),
  notes: z.string().nullable(),
  lines: z.array(zRecurrenceLine),
  discount: zDocumentDiscount.nullable(),
  frequency: z.enum(recurrenceFrequencies),
  dayOfMonth: z.number().int(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  mode: z.enum(recurrenceModes),
  paused: z.boolean(),
  totalExclTaxCents: z.number().int(),
  nextDate: z.string().nullable(),
  generatedCount: z.number().int(),
  createdAt: z.string(),
});
export type Recurrence = z.infer<typeof zRecurrence>;
export const zRecurrencePage = z.object({ data: z.array(zRecurrence), total: z.number().int() });

export const zRecurrenceInvoice = z.object({
  period: z.string(),
  date: z.string(),
  documentId: z.uuid().nullable(),
  number: z.string().nullable(),
  status: z.string().nullable(),
  totalCents: z.number().int().nullable(),
});
export type RecurrenceInvoice = z.infer<typeof zRecurrenceInvoice>;
export const zRecurrenceInvoicePage = z.object({ data: z.array(zRecurrenceInvoice), total: z.number().int() });

type Schedule = { frequency: RecurrenceFrequency; dayOfMonth: number; startDate: string; endDate?: string | null };

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (monthIndex: number, day: number) =>
  `${Math.floor(monthIndex / 12)}-${pad((monthIndex % 12) + 1)}-${pad(day)}`;
const monthIndexOf = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

/** The period an occurrence bills, its month « YYYY-MM »: the (recurrence, period) key of the generation. */
export const periodKeyOf = (day: string) => day.slice(0, 7);

/** At most this many occurrences are computed at once (a century of months: a guard, not a limit in practice). */
export const MAX_OCCURRENCES = 1200;

/**
 * The billing days of a schedule from its start up to `until` (inclusive) and its end date: the day of the month
 * in the start month (or the next one when already past), then every 1, 3 or 12 months.
 */
export function occurrencesUntil(schedule: Schedule, until: string): string[] {
  const step = monthsOf[schedule.frequency];
  const last = schedule.endDate && schedule.endDate < until ? schedule.endDate : until;
  const out: string[] = [];
  let month = monthIndexOf(schedule.startDate);
  if (dayOf(month, schedule.dayOfMonth) < schedule.startDate) month += step;
  for (let i = 0; i < MAX_OCCURRENCES; i++) {
    const day = dayOf(month, schedule.dayOfMonth);
    if (day > last) break;
    out.push(day);
    month += step;
  }
  return out;
}

/** The first billing day strictly after `after` (or from the start when null); null once the end date is passed. */
export function nextOccurrence(schedule: Schedule, after: string | null): string | null {
  const step = monthsOf[schedule.frequency];
  let month = monthIndexOf(schedule.startDate);
  if (dayOf(month, schedule.dayOfMonth) < schedule.startDate) month += step;
  if (after) {
    const gap = monthIndexOf(after) - month;
    if (gap > 0) month += Math.floor(gap / step) * step;
    while (dayOf(month, schedule.dayOfMonth) <= after) month += step;
  }
  const day = dayOf(month, schedule.dayOfMonth);
  return schedule.endDate && day > schedule.endDate ? null : day;
}

/** The occurrences due by `today` that have no generated invoice yet: one per missed period, oldest first. */
export function duePeriods(schedule: Schedule, today: string, generated: ReadonlySet<string>): string[] {
  return occurrencesUntil(schedule, today).filter((day) => !generated.has(periodKeyOf(day)));
}

/**
 * The period an occurrence bills (the invoice's BG-14): from its billing day to the day before the next one (1, 3
 * or 12 months later), cut at the schedule's end date.
 */
export function billedPeriodOf(schedule: Schedule, day: string): { start: string; end: string } {
  const next = dayOf(monthIndexOf(day) + monthsOf[schedule.frequency], Number(day.slice(8, 10)));
  const dayBefore = new Date(`${next}T00:00:00Z`);
  dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
  let end = dayBefore.toISOString().slice(0, 10);
  if (schedule.endDate && schedule.endDate < end && schedule.endDate >= day) end = schedule.endDate;
  return { start: day, end };
}
