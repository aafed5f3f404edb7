import type { DocumentType } from '@securite/domain/billing/document-types';
import { centsToInput, parseDecimal, parseEurosToCents } from '@securite/domain/billing/money-input';
import type { CommercialDocument, DocumentSave } from '@securite/domain/billing/schemas';
import { zDocumentSave } from '@securite/domain/billing/schemas';

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
});

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
    discount,
    lines: state.lines.map((line) => ({
      label: line.label,
      description: line.description || null,
      kind: line.kind,
      quantity: parseDecimal(line.quantity) ?? Number.NaN,
      unitPriceCents: parseEurosToCents(line.unitPrice) ?? Number.NaN,
      vatRateBp: percentToBp(line.vatRate),
      ...(line.id ? { id: line.id } : {}),
      ...(line.serviceIds ? { serviceIds: line.serviceIds } : {}),
    })),
  });
  if (parsed.success) return { input: parsed.data };
  const issue = parsed.error.issues[0];
  const where =
    issue?.path[0] === 'lines'
      ? `Ligne ${Number(issue.path[1]) + 1} : `
      : issue?.path[0] === 'customerId'
        ? 'Client : '
        : '';
  return { error: `${where}${issue?.message ?? 'Formulaire invalide'}` };
}
