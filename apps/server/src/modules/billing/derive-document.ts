import type { PairRight } from '@securite/domain/auth/rights';
import {
  creditNoteFor,
  type DocumentDraftSource,
  duplicateDocument,
  invoiceFromQuote,
} from '@securite/domain/billing/derive-document';
import { canBeCredited } from '@securite/domain/billing/document-status';
import { billingMessages as bm } from '@securite/domain/billing/messages';
import type { CommercialDocument, DocumentLineInput } from '@securite/domain/billing/schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { todayIn } from '@securite/domain/time/calendar-day';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { commercialDocumentLines, commercialDocuments } from '../../db/schema/billing.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { assertCanWrite, visibleDocuments } from './document-access.ts';
import { type DocumentFamily, invoiceFamily } from './document-families.ts';
import { type DocumentRow, lockDocument } from './lock-document.ts';
import { selectDocument } from './present-document.ts';
import { insertDocument } from './write-lines.ts';

async function sourceOf(tx: Tx, row: DocumentRow): Promise<DocumentDraftSource & { number: string | null }> {
  const lines = await tx
    .select()
    .from(commercialDocumentLines)
    .where(eq(commercialDocumentLines.documentId, row.id))
    .orderBy(asc(commercialDocumentLines.position));
  return {
    type: row.type,
    number: row.number,
    customerId: row.customerId,
    agentId: row.agentId,
    subject: row.subject,
    notes: row.notes,
    deliveryAddress: row.deliveryAddress,
    vatOnDebits: row.vatOnDebits,
    discount: row.discount ?? null,
    recipients: row.recipients,
    lines: lines.map((line) => ({
      label: line.label,
      description: line.description,
      kind: line.kind,
      quantity: line.quantityThousandths / 1000,
      unitCode: line.unitCode,
      unitPriceCents: line.unitPriceCents,
      vatRateBp: line.vatRateBp,
      vatExemptionCode: line.vatExemptionCode as DocumentLineInput['vatExemptionCode'],
    })),
  };
}

type Derivation = 'duplicate' | 'creditNote' | 'invoice';
const rightOf = (family: DocumentFamily, how: Derivation): PairRight =>
  how === 'duplicate' ? `${family.entity}.create` : 'invoices.create';

/**
 * A new draft from a document: its duplicate (same family, status, dates and ids reset), the credit note cancelling
 * a validated invoice, or the invoice of a quote. Answers the new draft.
 */
export async function deriveDocument(
  ctx: AppContext,
  tenant: TenantContext,
  family: DocumentFamily,
  id: string,
  how: Derivation,
): Promise<CommercialDocument> {
  assertCanWrite(tenant, rightOf(family, how));
  const agencyId = tenant.agency.id;
  const today = todayIn(tenant.agency.timezone);
  return ctx.db.transaction(async (tx) => {
    const row = await lockDocument(tx, tenant, family, id);
    const source = await sourceOf(tx, row);
    let draft: ReturnType<typeof duplicateDocument>;
    let sourceId: string | null = null;
    if (how === 'duplicate') draft = duplicateDocument(source, today);
    else if (how === 'creditNote') {
      if (row.type !== 'invoice' || !canBeCredited(row.type, row.status))
        throw new AppError(ErrorCode.Conflict, bm.notCreditable);
      const [credited] = await tx
        .select({ cents: sql<number>`coalesce(sum(${commercialDocuments.totalCents}), 0)::bigint` })
        .from(commercialDocuments)
        .where(
          and(
            eq(commercialDocuments.sourceId, row.id),
            eq(commercialDocuments.type, 'creditNote'),
            ne(commercialDocuments.status, 'draft'),
          ),
        );
      if (Number(credited?.cents ?? 0) >= row.totalCents) throw new AppError(ErrorCode.Conflict, bm.alreadyCredited);
      draft = creditNoteFor(source, today);
      sourceId = row.id;
    } else {
      if (row.type !== 'quote') throw new AppError(ErrorCode.Conflict, bm.notQuote);
      if (row.status === 'refused') throw new AppError(ErrorCode.Conflict, bm.quoteRefused);
      draft = invoiceFromQuote(source, today);
      sourceId = row.id;
    }
    const newId = await insertDocument(tx, agencyId, draft.type, draft, { sourceId, createdBy: tenant.actor.userId });
    const target = draft.type === 'invoice' || draft.type === 'creditNote' ? invoiceFamily : family;
    const saved = await selectDocument(
      tx,
      tenant.agency.timezone,
      visibleDocuments({ ...tenant, scope: { ...tenant.scope, customerId: null } }, target),
      newId,
    );
    if (!saved) throw notFound(bm.documentNotFound);
    return saved;
  });
}
