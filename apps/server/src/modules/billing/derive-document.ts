import type { PairRight } from '@securite/domain/auth/rights';
import {
  creditNoteFor,
  type DocumentDraftSource,
  duplicateDocument,
  invoiceFromQuote,
} from '@securite/domain/billing/derive-document';
import { canBeCredited, canBeInvoiced } from '@securite/domain/billing/document-status';
import { billingMessages as bm } from '@securite/domain/billing/messages';
import type { CommercialDocument, DocumentLineInput } from '@securite/domain/billing/schemas';
import {
  depositAmountCents,
  partLines,
  remainderCreditLines,
  type SourceInvoiceRequest,
} from '@securite/domain/billing/source-invoicing';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { frenchEuros } from '@securite/domain/money/amounts';
import { todayIn } from '@securite/domain/time/calendar-day';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { commercialDocumentLines, commercialDocuments } from '../../db/schema/billing.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { copyLinksToCredit } from './billed-services.ts';
import { creditableOfInvoice, lockFittingInvoice } from './credit-notes.ts';
import { assertCanWrite, visibleDocuments } from './document-access.ts';
import { type DocumentFamily, invoiceFamily } from './document-families.ts';
import { type DocumentRow, lockDocument } from './lock-document.ts';
import { selectDocument } from './present-document.ts';
import { assertWithinSource, invoicedOfSource, sourceWord } from './source-bounds.ts';
import { insertDocument } from './write-lines.ts';

async function sourceOf(tx: Tx, row: DocumentRow): Promise<DocumentDraftSource & { number: string | null }> {
  const lines = await tx
    .select()
    .from(commercialDocumentLines)
    .where(and(inAgency(commercialDocumentLines, row.agencyId), eq(commercialDocumentLines.documentId, row.id)))
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

type Draft = ReturnType<typeof duplicateDocument>;

/** The draft credit note of an invoice: all its lines while nothing is credited, else what is left, rate by rate. */
async function creditNoteDraft(tx: Tx, row: DocumentRow, source: Awaited<ReturnType<typeof sourceOf>>, today: string) {
  if (row.type !== 'invoice' || !canBeCredited(row.type, row.status))
    throw new AppError(ErrorCode.Conflict, bm.notCreditable);
  const left = await creditableOfInvoice(tx, row);
  if (left.totalCents <= 0) throw new AppError(ErrorCode.Conflict, bm.alreadyCredited);
  const whole = left.totalCents === row.totalCents;
  const draft = creditNoteFor(source, today);
  if (whole) return { draft, whole };
  const lines = remainderCreditLines(left, `Solde de la facture ${row.number ?? ''}`.trim());
  if (lines.length === 0) throw new AppError(ErrorCode.Conflict, bm.alreadyCredited);
  return { draft: { ...draft, discount: null, lines }, whole };
}

/** The draft invoice of an accepted quote or a validated purchase order, bounded by what it has left to bill. */
async function invoiceDraft(
  tx: Tx,
  row: DocumentRow,
  source: Awaited<ReturnType<typeof sourceOf>>,
  today: string,
  request: SourceInvoiceRequest,
): Promise<Draft> {
  if (row.type !== 'quote' && row.type !== 'purchaseOrder') throw new AppError(ErrorCode.Conflict, bm.notInvoiceable);
  if (!canBeInvoiced(row.type, row.status)) {
    const why =
      row.type === 'purchaseOrder'
        ? bm.orderNotInvoiceable
        : row.status === 'refused'
          ? bm.quoteRefused
          : bm.quoteNotAccepted;
    throw new AppError(ErrorCode.Conflict, why);
  }
  const word = sourceWord(row.type);
  const invoiced = await invoicedOfSource(tx, row.agencyId, row.id);
  const left = row.totalCents - invoiced.cents;
  if (left <= 0) throw new AppError(ErrorCode.Conflict, bm.invoicedInFull(word));
  const base = invoiceFromQuote(source, today);
  const named = `${word} ${row.number ?? ''}`.trim();
  if (request.mode === 'full') {
    if (invoiced.cents > 0)
      throw new AppError(ErrorCode.Conflict, bm.alreadyInvoiced(word, invoiced.numbers.join(', ')));
    return base;
  }
  if (request.mode === 'deposit') {
    const amount = depositAmountCents(request, row.totalCents);
    if (!amount) throw new AppError(ErrorCode.Unprocessable, bm.depositAmount);
    if (amount > left) throw new AppError(ErrorCode.Conflict, bm.depositTooLarge(frenchEuros(left)));
    const lines = partLines(row, amount, `Acompte sur le ${named}`);
    if (lines.length === 0) throw new AppError(ErrorCode.Unprocessable, bm.depositAmount);
    return { ...base, discount: null, lines, subject: `Facture d’acompte — ${named}` };
  }
  const lines = partLines(row, left, `Solde du ${named}`);
  if (lines.length === 0) throw new AppError(ErrorCode.Conflict, bm.invoicedInFull(word));
  return { ...base, discount: null, lines, subject: `Facture de solde — ${named}` };
}

/**
 * A new draft from a document: its duplicate (same family, status, dates and ids reset), the credit note cancelling
 * a validated invoice (what it has left to credit), or the invoice of an accepted quote or a purchase order (once in
 * full, or by deposits and a balance bounded by it). Answers the new draft.
 */
export async function deriveDocument(
  ctx: AppContext,
  tenant: TenantContext,
  family: DocumentFamily,
  id: string,
  how: Derivation,
  request: SourceInvoiceRequest = { mode: 'full' },
): Promise<CommercialDocument> {
  assertCanWrite(tenant, rightOf(family, how));
  const agencyId = tenant.agency.id;
  const today = todayIn(tenant.agency.timezone);
  return ctx.db.transaction(async (tx) => {
    const row = await lockDocument(tx, tenant, family, id);
    const source = await sourceOf(tx, row);
    let draft: Draft;
    let sourceId: string | null = null;
    let copyLinks = false;
    if (how === 'duplicate') {
      draft = duplicateDocument(source, today);
      // A copy of a credit note cancels the same invoice, a copy of a quote's invoice bills the same quote: both stay
      // bounded by it (checked below), never free of it.
      if (row.type === 'creditNote' || (row.type === 'invoice' && row.sourceId)) sourceId = row.sourceId;
    } else if (how === 'creditNote') {
      const made = await creditNoteDraft(tx, row, source, today);
      draft = made.draft;
      copyLinks = made.whole;
      sourceId = row.id;
    } else {
      draft = await invoiceDraft(tx, row, source, today, request);
      sourceId = row.id;
    }
    const created = await insertDocument(tx, agencyId, draft.type, draft, { sourceId, createdBy: tenant.actor.userId });
    if (copyLinks) await copyLinksToCredit(tx, agencyId, row.id, created.id);
    if (draft.type === 'invoice')
      await assertWithinSource(tx, { ...row, id: created.id, type: 'invoice', sourceId }, created.totalCents);
    if (draft.type === 'creditNote' && how === 'duplicate') {
      const [copy] = await tx
        .select()
        .from(commercialDocuments)
        .where(and(inAgency(commercialDocuments, agencyId), eq(commercialDocuments.id, created.id)));
      if (copy) await lockFittingInvoice(tx, copy);
    }
    const target = draft.type === 'invoice' || draft.type === 'creditNote' ? invoiceFamily : family;
    const saved = await selectDocument(
      tx,
      tenant.agency,
      visibleDocuments({ ...tenant, scope: { ...tenant.scope, customerId: null } }, target),
      created.id,
    );
    if (!saved) throw notFound(bm.documentNotFound);
    return saved;
  });
}
