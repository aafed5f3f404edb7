import { toNestErrors } from '@hookform/resolvers';
import { centsToInput, parseDecimal, parseEurosToCents } from '@securite/domain/money/money-input';
import {
  type Recurrence,
  type RecurrenceFrequency,
  type RecurrenceMode,
  zRecurrenceSave,
} from '@securite/domain/recurring-billing/recurrence';
import { todayIn } from '@securite/domain/time/calendar-day';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export interface RecurrenceLineFormValues {
  label: string;
  /** As typed: « 1 », « 7,5 ». */
  quantity: string;
  /** Euros as typed: « 4800,50 ». */
  price: string;
  /** A percent as typed: « 20 », « 5,5 ». */
  vat: string;
  /** At 0 %: the VATEX code of its exemption or reverse charge. */
  vatExemptionCode: string;
}

export interface RecurrenceFormValues {
  customerId: string;
  subject: string;
  frequency: RecurrenceFrequency;
  /** As typed, « De 1 à 28 ». */
  dayOfMonth: string;
  startDate: string | null;
  endDate: string | null;
  mode: RecurrenceMode;
  lines: RecurrenceLineFormValues[];
}

export const emptyRecurrenceLine = (): RecurrenceLineFormValues => ({
  label: '',
  quantity: '1',
  price: '',
  vat: '20',
  vatExemptionCode: '',
});

export const isZeroVat = (vat: string) => parseDecimal(vat) === 0;

/** The form's values for a recurrence (or a new one, monthly from today, as a draft). */
export function recurrenceFormValues(initial: Recurrence | null): RecurrenceFormValues {
  return {
    customerId: initial?.customerId ?? '',
    subject: initial?.subject ?? '',
    frequency: initial?.frequency ?? 'monthly',
    dayOfMonth: String(initial?.dayOfMonth ?? 1),
    startDate: initial?.startDate ?? todayIn('Europe/Paris'),
    endDate: initial?.endDate ?? null,
    mode: initial?.mode ?? 'draft',
    lines: initial?.lines.map((l) => ({
      label: l.label,
      quantity: String(l.quantity).replace('.', ','),
      price: centsToInput(l.unitPriceCents),
      vat: String(l.vatRateBp / 100).replace('.', ','),
      vatExemptionCode: l.vatExemptionCode ?? '',
    })) ?? [emptyRecurrenceLine()],
  };
}

/** The POST {agency}/invoiceRecurrence body of the form's values (a text that is not a number is NaN: refused). */
export function toRecurrenceSave(
  values: RecurrenceFormValues,
  initial: Recurrence | null,
): z.input<typeof zRecurrenceSave> {
  return {
    id: initial?.id,
    customerId: values.customerId,
    subject: values.subject || null,
    frequency: values.frequency,
    dayOfMonth: Number(values.dayOfMonth),
    startDate: values.startDate ?? '',
    endDate: values.endDate || null,
    mode: values.mode,
    discount: initial?.discount ?? null,
    lines: values.lines.map((line) => ({
      label: line.label,
      quantity: parseDecimal(line.quantity) ?? Number.NaN,
      unitPriceCents: parseEurosToCents(line.price) ?? Number.NaN,
      vatRateBp: Math.round((parseDecimal(line.vat) ?? Number.NaN) * 100),
      vatExemptionCode: isZeroVat(line.vat) && line.vatExemptionCode ? line.vatExemptionCode : null,
    })),
  };
}

const lineFields: Record<string, keyof RecurrenceLineFormValues> = {
  label: 'label',
  quantity: 'quantity',
  unitPriceCents: 'price',
  vatRateBp: 'vat',
  vatExemptionCode: 'vatExemptionCode',
};
const fields = new Set(['customerId', 'subject', 'frequency', 'dayOfMonth', 'startDate', 'endDate', 'mode']);

/** A request's path (lines.0.unitPriceCents…) as the form's field (lines.0.price); 'root' when no field shows it. */
export function recurrenceFormPath(path: string): string {
  if (fields.has(path)) return path;
  const line = /^lines\.(\d+)\.(\w+)$/.exec(path);
  const field = line && lineFields[line[2]];
  return field ? `lines.${line[1]}.${field}` : 'root';
}

/** The domain's schema checks the form (the server's French messages, under the fields that hold the values). */
export function recurrenceResolver(initial: Recurrence | null): Resolver<RecurrenceFormValues> {
  return async (values, _context, options) => {
    const parsed = zRecurrenceSave.safeParse(toRecurrenceSave(values, initial));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const path = recurrenceFormPath(issue.path.join('.'));
      errors[path] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) as FieldErrors<RecurrenceFormValues> };
  };
}
