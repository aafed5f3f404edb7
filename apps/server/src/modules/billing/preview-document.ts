import type { DocumentType } from '@securite/domain/billing/document-types';
import type { CommercialDocument, DocumentSave } from '@securite/domain/billing/schemas';
import { documentColumns } from './write-lines.ts';

/** Unsaved content as a draft document (for its preview): the amounts computed as a save would store them. */
export function draftDocumentOf(type: DocumentType, input: DocumentSave, customerName: string): CommercialDocument {
  const { computed, columns } = documentColumns(input);
  const now = new Date().toISOString();
  return {
    ...columns,
    id: input.id ?? 'apercu',
    type,
    number: null,
    status: 'draft',
    customer: { id: input.customerId, name: customerName },
    agent: null,
    discount: input.discount ?? null,
    lines: input.lines.map((line, position) => ({
      ...line,
      description: line.description ?? null,
      id: String(position),
      position,
      totalCents: computed.lineTotalsCents[position] ?? 0,
    })),
    payments: [],
    paidCents: 0,
    creditedCents: 0,
    leftToPayCents: 0,
    isLateToPay: false,
    creditableCents: 0,
    invoicedCents: 0,
    shownStatus: 'draft',
    source: null,
    validatedAt: null,
    sentAt: null,
    refusedAt: null,
    paidAt: null,
    files: [],
    createdAt: now,
    updatedAt: now,
  };
}
