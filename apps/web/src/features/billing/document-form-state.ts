import { toNestErrors } from '@hookform/resolvers';
import type { DocumentType } from '@securite/domain/billing/document-types';
import { dueDateIssue } from '@securite/domain/billing/legal-mentions';
import type { CommercialDocument, DocumentSave } from '@securite/domain/billing/schemas';
import { zDocumentSave } from '@securite/domain/billing/schemas';
import { centsToInput, parseDecimal, parseEurosToCents } from '@securite/domain/money/money-input';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export interface LineFormValues {
  /** The saved line this is: kept on save, with the services it bills. */
  savedId: string | null;
  /** The services the saved line bills (an invoice of worked hours), sent back unchanged. */
  serviceIds: string[] | null;
  label: string;
  description: string;
  kind: 'service' | 'goods';
  /** As typed: « 1 », « 7,5 ». */
  quantity: string;
  /** Euros as typed: « 1234,50 ». */
  unitPrice: string;
  /** A percent as chosen: « 20 », « 5,5 ». */
  vatRate: string;
  /** At 0 %: the VATEX code of its exemption or reverse charge ('' when none is chosen yet). */
  vatExemptionCode: string;
}

/** What the editor's fields hold (the document's id and type are not input). */
export interface DocumentFormValues {
  customerId: string;
  /** 'YYYY-MM-DD', null when empty, 'incomplete' while half typed (FormDayField). */
  date: string | null;
  dueDate: string | null;
  subject: string;
  notes: string;
  deliveryAddress: string;
  /** The period billed (du… au…), or the day of the service when both are the same. */
  periodStart: string | null;
  periodEnd: string | null;
  discountKind: 'none' | 'percent' | 'amount';
  /** A percent or euros as typed. */
  discountValue: string;
  lines: LineFormValues[];
}

/** A draft's form: its id (none before the first save), its type and the values of its fields. */
export interface FormState extends DocumentFormValues {
  id: string | null;
  type: DocumentType;
}

export const newLine = (vatRateBp = 2000): LineFormValues => ({
  savedId: null,
  serviceIds: null,
  label: '',
  description: '',
  kind: 'service',
  quantity: '1',
  unitPrice: '',
  vatRate: String(vatRateBp / 100).replace('.', ','),
  vatExemptionCode: '',
});

/** The first and last days of the month of `day`: a new invoice bills the current month until told otherwise. */
function monthOf(day: string): { start: string; end: string } {
  const last = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).getUTCDate();
  return { start: `${day.slice(0, 8)}01`, end: `${day.slice(0, 8)}${String(last).padStart(2, '0')}` };
}

/** The form of a new document, or of a saved draft. */
export function formStateOf(type: DocumentType, today: string, doc?: CommercialDocument | null): FormState {
  if (!doc) {
    return {
      id: null,
      type,
      customerId: '',
      date: today,
      dueDate: null,
      subject: '',
      notes: '',
      deliveryAddress: '',
      periodStart: type === 'invoice' ? monthOf(today).start : null,
      periodEnd: type === 'invoice' ? monthOf(today).end : null,
      discountKind: 'none',
      discountValue: '',
      lines: [newLine()],
    };
  }
  return {
    id: doc.id,
    type: doc.type,
    customerId: doc.customer.id,
    date: doc.date,
    dueDate: doc.dueDate ?? null,
    subject: doc.subject ?? '',
    notes: doc.notes ?? '',
    deliveryAddress: doc.deliveryAddress ?? '',
    periodStart: doc.periodStart ?? null,
    periodEnd: doc.periodEnd ?? null,
    discountKind: doc.discount?.kind ?? 'none',
    discountValue:
      doc.discount?.kind === 'percent'
        ? String(doc.discount.percentBp / 100).replace('.', ',')
        : doc.discount?.kind === 'amount'
          ? centsToInput(doc.discount.amountCents)
          : '',
    lines: doc.lines.map((line) => ({
      savedId: line.id,
      serviceIds: line.serviceIds ?? null,
      label: line.label,
      description: line.description ?? '',
      kind: line.kind,
      quantity: String(line.quantity).replace('.', ','),
      unitPrice: centsToInput(line.unitPriceCents),
      vatRate: String(line.vatRateBp / 100).replace('.', ','),
      vatExemptionCode: line.vatExemptionCode ?? '',
    })),
  };
}

const percentToBp = (text: string) => {
  const value = parseDecimal(text);
  return value === null ? Number.NaN : Math.round(value * 100);
};

/**
 * The POST {agency}/{one} body of the form's values (a text that is not a number is NaN, no customer or date is
 * undefined: refused with the schema's messages).
 */
export function toSaveInput(
  values: DocumentFormValues,
  id: string | null,
): Omit<z.input<typeof zDocumentSave>, 'customerId' | 'date'> & { customerId?: string; date?: string } {
  const discount =
    values.discountKind === 'percent'
      ? { kind: 'percent' as const, percentBp: percentToBp(values.discountValue) }
      : values.discountKind === 'amount'
        ? { kind: 'amount' as const, amountCents: parseEurosToCents(values.discountValue) ?? Number.NaN }
        : null;
  return {
    id,
    customerId: values.customerId || undefined,
    date: values.date ?? undefined,
    dueDate: values.dueDate || null,
    subject: values.subject || null,
    notes: values.notes || null,
    deliveryAddress: values.deliveryAddress || null,
    periodStart: values.periodStart || null,
    periodEnd: values.periodEnd || null,
    discount,
    lines: values.lines.map((line) => ({
      label: line.label,
      description: line.description || null,
      kind: line.kind,
      quantity: parseDecimal(line.quantity) ?? Number.NaN,
      unitPriceCents: parseEurosToCents(line.unitPrice) ?? Number.NaN,
      vatRateBp: percentToBp(line.vatRate),
      vatExemptionCode: percentToBp(line.vatRate) === 0 && line.vatExemptionCode ? line.vatExemptionCode : null,
      ...(line.savedId ? { id: line.savedId } : {}),
      ...(line.serviceIds ? { serviceIds: line.serviceIds } : {}),
    })),
  };
}

/**
 * The request of a form checked with the domain's schema, then (an invoice) the due date with the Code de commerce
 * L441-10 (the server also knows whether the customer agreed on « fin de mois »): the request, or the issues.
 */
export function checkSaveRequest(
  values: DocumentFormValues,
  meta: { id: string | null; type: DocumentType },
): { input: DocumentSave } | { issues: { path: string; message: string }[] } {
  const parsed = zDocumentSave.safeParse(toSaveInput(values, meta.id));
  if (!parsed.success)
    return { issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) };
  const late = meta.type === 'invoice' ? dueDateIssue(parsed.data.date, parsed.data.dueDate, true) : null;
  return late ? { issues: [{ path: 'dueDate', message: late }] } : { input: parsed.data };
}

const lineFields: Record<string, keyof LineFormValues> = {
  label: 'label',
  description: 'description',
  kind: 'kind',
  quantity: 'quantity',
  unitPriceCents: 'unitPrice',
  vatRateBp: 'vatRate',
  vatExemptionCode: 'vatExemptionCode',
};
const fields = new Set([
  'customerId',
  'date',
  'dueDate',
  'subject',
  'notes',
  'deliveryAddress',
  'periodStart',
  'periodEnd',
]);

/** A request's path (lines.0.unitPriceCents, discount.percentBp…) as the form's field; 'root' when none shows it. */
export function documentFormPath(path: string): string {
  if (fields.has(path)) return path;
  if (path === 'discount' || path.startsWith('discount.')) return 'discountValue';
  const line = /^lines\.(\d+)\.(\w+)$/.exec(path);
  const field = line && lineFields[line[2]];
  return field ? `lines.${line[1]}.${field}` : 'root';
}

/** The domain's schema checks the form (the server's French messages, under the fields that hold the values). */
export function documentResolver(type: DocumentType): Resolver<DocumentFormValues> {
  return async (values, _context, options) => {
    // The id (a draft's, once saved) is not input: a new one is checked the same way.
    const checked = checkSaveRequest(values, { id: null, type });
    if ('input' in checked) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of checked.issues) {
      const path = documentFormPath(issue.path);
      errors[path] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) as FieldErrors<DocumentFormValues> };
  };
}
