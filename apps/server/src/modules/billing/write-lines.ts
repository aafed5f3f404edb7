import { computeDocumentTotals } from '@securite/domain/billing/document-totals';
import type { DocumentType } from '@securite/domain/billing/document-types';
import { billingMessages as bm } from '@securite/domain/billing/messages';
import type { DocumentSave } from '@securite/domain/billing/schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { commercialDocumentLines, commercialDocuments } from '../../db/schema/billing.ts';
import { inAgency } from '../../db/tenant.ts';

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

/** Inserts a new draft document and its lines; returns its id (`lineIds`: its lines' ids, by position). */
export async function insertDocument(
  tx: Tx,
  agencyId: string,
  type: DocumentType,
  input: Fields,
  extra: { sourceId?: string | null; createdBy: string | null },
): Promise<{ id: string; lineIds: string[]; totalCents: number }> {
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
  const lines = await insertLines(tx, agencyId, created.id, input.lines, computed.lineTotalsCents);
  return { id: created.id, lineIds: lines, totalCents: columns.totalCents };
}

/**
 * Replaces the content of a draft. A line that names the id of one of the draft's lines is that line, updated in
 * place (what it bills stays linked to it); the draft's other lines are replaced. Answers the lines' ids by position.
 */
export async function updateDraft(
  tx: Tx,
  agencyId: string,
  id: string,
  input: Fields,
): Promise<{ lineIds: string[]; totalCents: number }> {
  const { computed, columns } = documentColumns(input);
  await tx
    .update(commercialDocuments)
    .set({ ...columns, updatedAt: new Date() })
    .where(and(inAgency(commercialDocuments, agencyId), eq(commercialDocuments.id, id)));
  const existing = new Set(
    (
      await tx
        .select({ id: commercialDocumentLines.id })
        .from(commercialDocumentLines)
        .where(and(inAgency(commercialDocumentLines, agencyId), eq(commercialDocumentLines.documentId, id)))
    ).map((row) => row.id),
  );
  const seen = new Set<string>();
  const kept = input.lines.map((line) => {
    const lineId = line.id && existing.has(line.id) && !seen.has(line.id) ? line.id : null;
    if (lineId) seen.add(lineId);
    return lineId;
  });
  const keptIds = kept.filter((lineId): lineId is string => lineId !== null);
  await tx
    .delete(commercialDocumentLines)
    .where(
      and(
        inAgency(commercialDocumentLines, agencyId),
        eq(commercialDocumentLines.documentId, id),
        keptIds.length > 0 ? notInArray(commercialDocumentLines.id, keptIds) : undefined,
      ),
    );
  const lineIds: string[] = [];
  for (const [position, line] of input.lines.entries()) {
    const values = lineValues(agencyId, id, line, position, computed.lineTotalsCents[position] ?? 0);
    const lineId = kept[position];
    if (lineId) {
      await tx
        .update(commercialDocumentLines)
        .set(values)
        .where(
          and(
            inAgency(commercialDocumentLines, agencyId),
            eq(commercialDocumentLines.documentId, id),
            eq(commercialDocumentLines.id, lineId),
          ),
        );
      lineIds.push(lineId);
    } else {
      const [created] = await tx
        .insert(commercialDocumentLines)
        .values(values)
        .returning({ id: commercialDocumentLines.id });
      lineIds.push(created.id);
    }
  }
  return { lineIds, totalCents: columns.totalCents };
}

const lineValues = (
  agencyId: string,
  documentId: string,
  line: DocumentSave['lines'][number],
  position: number,
  totalCents: number,
) => ({
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
  totalCents,
});

async function insertLines(
  tx: Tx,
  agencyId: string,
  documentId: string,
  lines: DocumentSave['lines'],
  totals: number[],
): Promise<string[]> {
  const rows = await tx
    .insert(commercialDocumentLines)
    .values(lines.map((line, position) => lineValues(agencyId, documentId, line, position, totals[position] ?? 0)))
    .returning({ id: commercialDocumentLines.id, position: commercialDocumentLines.position });
  return rows.sort((a, b) => a.position - b.position).map((row) => row.id);
}
