import { computeDocumentTotals } from '@securite/domain/billing/document-totals';
import type { DocumentType } from '@securite/domain/billing/document-types';
import { billingMessages as bm } from '@securite/domain/billing/messages';
import type { DocumentSave } from '@securite/domain/billing/schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { commercialDocumentLines, commercialDocuments } from '../../db/schema/billing.ts';

type Fields = Omit<DocumentSave, 'id' | 'lines'> & { lines: DocumentSave['lines'] };

/** The amounts and columns of a document's content; a discount above the total excluding tax is refused. */
export function documentColumns(input: Fields) {
  const computed = computeDocumentTotals(input.lines, input.discount ?? null);
  if (
    computed.totals.taxBasisTotalCents < 0 ||
    (input.discount && computed.totals.allowanceTotalCents > computed.totals.lineTotalCents)
  )
    throw new AppError(ErrorCode.Validation, messages.validation, { errors: { discount: bm.discountTooLarge } });
  return {
    computed,
    columns: {
      customerId: input.customerId,
      agentId: input.agentId ?? null,
      date: input.date,
      dueDate: input.dueDate ?? null,
      subject: input.subject ?? null,
      notes: input.notes ?? null,
      deliveryAddress: input.deliveryAddress ?? null,
      periodStart: input.periodStart ?? null,
      periodEnd: input.periodEnd ?? null,
      vatOnDebits: input.vatOnDebits ?? false,
      discount: input.discount ?? null,
      recipients: input.recipients ?? [],
      discountCents: computed.totals.allowanceTotalCents,
      totalExclTaxCents: computed.totals.taxBasisTotalCents,
      totalTaxCents: computed.totals.taxTotalCents,
      totalCents: computed.totals.grandTotalCents,
      vat: computed.vatBreakdown.map((row) => ({
        rateBp: row.rateBp,
        basisCents: row.basisCents,
        taxCents: row.taxCents,
        category: row.category,
        ...(row.exemptionReason ? { exemptionReason: row.exemptionReason } : {}),
      })),
    },
  };
}

/** Inserts a new draft document and its lines; returns its id. */
export async function insertDocument(
  tx: Tx,
  agencyId: string,
  type: DocumentType,
  input: Fields,
  extra: { sourceId?: string | null; createdBy: string | null },
): Promise<string> {
  const { computed, columns } = documentColumns(input);
  const [created] = await tx
    .insert(commercialDocuments)
    .values({
      agencyId,
      type,
      status: 'draft',
      ...columns,
      sourceId: extra.sourceId ?? null,
      createdBy: extra.createdBy,
    })
    .returning({ id: commercialDocuments.id });
  await insertLines(tx, agencyId, created.id, input.lines, computed.lineTotalsCents);
  return created.id;
}

/** Replaces the content of a draft. */
export async function updateDraft(tx: Tx, agencyId: string, id: string, input: Fields): Promise<void> {
  const { computed, columns } = documentColumns(input);
  await tx
    .update(commercialDocuments)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(commercialDocuments.id, id));
  await tx.delete(commercialDocumentLines).where(eq(commercialDocumentLines.documentId, id));
  await insertLines(tx, agencyId, id, input.lines, computed.lineTotalsCents);
}

async function insertLines(
  tx: Tx,
  agencyId: string,
  documentId: string,
  lines: DocumentSave['lines'],
  totals: number[],
): Promise<void> {
  await tx.insert(commercialDocumentLines).values(
    lines.map((line, position) => ({
      agencyId,
      documentId,
      position,
      label: line.label,
      description: line.description ?? null,
      kind: line.kind,
      quantityThousandths: Math.round(line.quantity * 1000),
      unitCode: line.unitCode,
      unitPriceCents: line.unitPriceCents,
      vatRateBp: line.vatRateBp,
      vatExemptionCode: line.vatRateBp === 0 ? (line.vatExemptionCode ?? null) : null,
      totalCents: totals[position] ?? 0,
    })),
  );
}
