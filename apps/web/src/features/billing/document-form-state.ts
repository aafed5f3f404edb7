import type { DocumentType } from '@securite/domain/billing/document-types';
import { dueDateIssue } from '@securite/domain/billing/legal-mentions';
import type { CommercialDocument, DocumentSave } from '@securite/domain/billing/schemas';
import { zDocumentSave } from '@securite/domain/billing/schemas';
import { centsToInput, parseDecimal, parseEurosToCents } from '@securite/domain/money/money-input';

export interface LineState {
  key: number;
  /** The saved line this is: kept on save, with the services it bills. */
  id?: string | null;
  /** The services the saved line bills (an invoice of worked hours), sent back unchanged. */
  serviceIds?: string[];
  label: string;
  description: string;
  kind: 'service' | 'goods';
  quantity: string;
  unitPrice: string;
  vatRate: string;
  /** At 0 %: the VATEX code of its exemption or reverse charge ('' when none is chosen yet). */
  vatExemptionCode: string;
}

export interface FormState {
  id: string | null;
  type: DocumentType;
  customerId: string;
  date: string;
  dueDate: string;
  subject: string;
  notes: string;
  deliveryAddress: string;
  /** The period billed (du… au…), or the day of the service when both are the same. */
  periodStart: string;
  periodEnd: string;
  discountKind: 'none' | 'percent' | 'amount';
  discountValue: string;
  lines: LineState[];
}

let nextKey = 1;
export const newLine = (vatRateBp = 2000): LineState => ({
  key: nextKey++,
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
      dueDate: '',
      subject: '',
      notes: '',
      deliveryAddress: '',
      periodStart: type === 'invoice' ? monthOf(today).start : '',
      periodEnd: type === 'invoice' ? monthOf(today).end : '',
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
    dueDate: doc.dueDate ?? '',
    subject: doc.subject ?? '',
    notes: doc.notes ?? '',
    deliveryAddress: doc.deliveryAddress ?? '',
    periodStart: doc.periodStart ?? '',
    periodEnd: doc.periodEnd ?? '',
    discountKind: doc.discount?.kind ?? 'none',
    discountValue:
      doc.discount?.kind === 'percent'
        ? String(doc.discount.percentBp / 100).replace('.', ',')
        : doc.discount?.kind === 'amount'
          ? centsToInput(doc.discount.amountCents)
          : '',
    lines: doc.lines.map((line) => ({
      key: nextKey++,
      id: line.id,
      serviceIds: line.serviceIds,
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

/** The request of a form, checked with the domain's schema: the request, or the first French error. */
export function toSaveRequest(state: FormState): { input: DocumentSave } | { error: string } {
  const discount =
    state.discountKind === 'percent'
      ? { kind: 'percent' as const, percentBp: percentToBp(state.discountValue) }
      : state.discountKind === 'amount'
        ? { kind: 'amount' as const, amountCents: parseEurosToCents(state.discountValue) ?? Number.NaN }
        : null;
  const parsed = zDocumentSave.safeParse({
    id: state.id,
    customerId: state.customerId || undefined,
    date: state.date,
    dueDate: state.dueDate || null,
    subject: state.subject || null,
    notes: state.notes || null,
    deliveryAddress: state.deliveryAddress || null,
    periodStart: state.periodStart || null,
    periodEnd: state.periodEnd || null,
    discount,
    lines: state.lines.map((line) => ({
      label: line.label,
      description: line.description || null,
      kind: line.kind,
      quantity: parseDecimal(line.quantity) ?? Number.NaN,
      unitPriceCents: parseEurosToCents(line.unitPrice) ?? Number.NaN,
      vatRateBp: percentToBp(line.vatRate),
      vatExemptionCode: percentToBp(line.vatRate) === 0 && line.vatExemptionCode ? line.vatExemptionCode : null,
      ...(line.id ? { id: line.id } : {}),
      ...(line.serviceIds ? { serviceIds: line.serviceIds } : {}),
    })),
  });
  if (parsed.success) {
    // Code de commerce L441-10 (the server also knows whether the customer agreed on « fin de mois »).
    const late = state.type === 'invoice' ? dueDateIssue(parsed.data.date, parsed.data.dueDate, true) : null;
    return late ? { error: `Échéance : ${late}` } : { input: parsed.data };
  }
  const issue = parsed.error.issues[0];
  const where =
    issue?.path[0] === 'lines'
      ? `Ligne ${Number(issue.path[1]) + 1} : `
      : issue?.path[0] === 'customerId'
        ? 'Client : '
        : issue?.path[0] === 'periodStart' || issue?.path[0] === 'periodEnd'
          ? 'Période facturée : '
          : issue?.path[0] === 'dueDate'
            ? 'Échéance : '
            : '';
  return { error: `${where}${issue?.message ?? 'Formulaire invalide'}` };
}
