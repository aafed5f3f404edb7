import type { DocumentDiscount } from './document-totals.ts';
import type { DocumentType } from './document-types.ts';
import type { DocumentLineInput, DocumentSave } from './schemas.ts';

/** What a new document is made from: the saved fields of another one. */
export interface DocumentDraftSource {
  type: DocumentType;
  customerId: string;
  agentId?: string | null;
  subject?: string | null;
  notes?: string | null;
  deliveryAddress?: string | null;
  vatOnDebits?: boolean;
  discount?: DocumentDiscount | null;
  recipients?: string[];
  lines: DocumentLineInput[];
}

const copyLines = (lines: readonly DocumentLineInput[]): DocumentLineInput[] =>
  lines.map(({ label, description, kind, quantity, unitCode, unitPriceCents, vatRateBp, vatExemptionCode }) => ({
    label,
    description: description ?? null,
    kind,
    quantity,
    unitCode,
    unitPriceCents,
    vatRateBp,
    vatExemptionCode: vatExemptionCode ?? null,
  }));

/**
 * A duplicate: the same customer, lines and discount as a new draft dated `today`. Status, dates, number,
 * payments and every id are reset (spec 001 section 4).
 */
export function duplicateDocument(source: DocumentDraftSource, today: string): DocumentSave & { type: DocumentType } {
  return {
    type: source.type,
    id: null,
    customerId: source.customerId,
    agentId: source.agentId ?? null,
    date: today,
    dueDate: null,
    subject: source.subject ?? null,
    notes: source.notes ?? null,
    deliveryAddress: source.deliveryAddress ?? null,
    vatOnDebits: source.vatOnDebits ?? false,
    discount: source.discount ?? null,
    recipients: [...(source.recipients ?? [])],
    lines: copyLines(source.lines),
  };
}

/** A draft invoice made from a quote: its lines, discount and customer. */
export function invoiceFromQuote(quote: DocumentDraftSource & { number: string | null }, today: string) {
  return {
    ...duplicateDocument(quote, today),
    type: 'invoice' as const,
    subject: quote.subject ?? (quote.number ? `Devis ${quote.number}` : null),
  };
}

/**
 * A draft credit note (avoir) cancelling an invoice in full: the same lines and discount, so its totals equal the
 * invoice's. Amounts stay positive: the document type (381) says they are credited.
 */
export function creditNoteFor(invoice: DocumentDraftSource & { number: string | null }, today: string) {
  return {
    ...duplicateDocument(invoice, today),
    type: 'creditNote' as const,
    subject: invoice.number ? `Annulation de la facture ${invoice.number}` : 'Annulation de facture',
  };
}

/** E-mail recipients: trimmed, lower-cased, deduplicated, blanks dropped (spec 001 section 5). */
export function normalizeRecipients(recipients: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  for (const recipient of recipients) {
    const email = recipient?.trim().toLowerCase();
    if (email) seen.add(email);
  }
  return [...seen];
}
