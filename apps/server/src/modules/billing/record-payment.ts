import { acceptsPayments } from '@securite/domain/billing/document-status';
import { billingMessages as bm } from '@securite/domain/billing/messages';
import { balancePayment, leftToPayCents } from '@securite/domain/billing/payments';
import type { CommercialDocument, PaymentInput } from '@securite/domain/billing/schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { todayIn } from '@securite/domain/time/calendar-day';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { commercialDocumentPayments, commercialDocuments } from '../../db/schema/billing.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { EINVOICING_REPORT_QUEUE } from '../../jobs/einvoicing-queues.ts';
import { assertCanWrite, visibleDocuments } from './document-access.ts';
import { invoiceFamily } from './document-families.ts';
import { type DocumentRow, lockDocument } from './lock-document.ts';
import { selectDocument } from './present-document.ts';

/** What is left to pay on a locked invoice: its total less its payments and validated credit notes. */
async function leftOf(tx: Tx, row: DocumentRow): Promise<number> {
  const [[paid], [credited]] = await Promise.all([
    tx
      .select({ cents: sql<number>`coalesce(sum(${commercialDocumentPayments.amountCents}), 0)::bigint` })
      .from(commercialDocumentPayments)
      .where(
        and(inAgency(commercialDocumentPayments, row.agencyId), eq(commercialDocumentPayments.documentId, row.id)),
      ),
    tx
      .select({ cents: sql<number>`coalesce(sum(${commercialDocuments.totalCents}), 0)::bigint` })
      .from(commercialDocuments)
      .where(
        and(
          inAgency(commercialDocuments, row.agencyId),
          eq(commercialDocuments.sourceId, row.id),
          eq(commercialDocuments.type, 'creditNote'),
          ne(commercialDocuments.status, 'draft'),
        ),
      ),
  ]);
  return leftToPayCents(row.totalCents, [{ amountCents: Number(paid?.cents ?? 0) }], Number(credited?.cents ?? 0));
}

/** The status an invoice takes back when it is no longer fully paid. */
const unpaidStatus = (row: DocumentRow) => (row.sentAt ? 'sent' : 'validated');

async function setPaidState(tx: Tx, row: DocumentRow): Promise<void> {
  const left = await leftOf(tx, row);
  if (left === 0 && row.status !== 'paid')
    await tx
      .update(commercialDocuments)
      .set({ status: 'paid', paidAt: new Date(), updatedAt: new Date() })
      .where(and(inAgency(commercialDocuments, row.agencyId), eq(commercialDocuments.id, row.id)));
  else if (left > 0 && row.status === 'paid')
    await tx
      .update(commercialDocuments)
      .set({ status: unpaidStatus(row), paidAt: null, updatedAt: new Date() })
      .where(and(inAgency(commercialDocuments, row.agencyId), eq(commercialDocuments.id, row.id)));
}

type Change = { kind: 'add'; payment: PaymentInput } | { kind: 'balance' } | { kind: 'remove'; paymentId: string };

/**
 * Partial payments of a validated invoice: add one (never more than what is left), mark the invoice paid (the
 * balance is added as a payment « Solde »), or remove one. The status follows: paid when nothing is left.
 */
export async function changePayments(
  ctx: AppContext,
  tenant: TenantContext,
  id: string,
  change: Change,
): Promise<CommercialDocument> {
  assertCanWrite(tenant, 'invoices.edit');
  return ctx.db.transaction(async (tx) => {
    const row = await lockDocument(tx, tenant, invoiceFamily, id);
    if (!acceptsPayments(row.type, row.status)) throw new AppError(ErrorCode.Conflict, bm.paymentsClosed);
    const base = { agencyId: tenant.agency.id, documentId: row.id, createdBy: tenant.actor.userId };
    if (change.kind === 'add') {
      const left = await leftOf(tx, row);
      if (left === 0) throw new AppError(ErrorCode.Conflict, bm.nothingLeft);
      if (change.payment.amountCents > left) throw new AppError(ErrorCode.Unprocessable, bm.overpaid(left));
      await tx
        .insert(commercialDocumentPayments)
        .values({ ...base, ...change.payment, note: change.payment.note ?? null });
    } else if (change.kind === 'balance') {
      const balance = balancePayment(await leftOf(tx, row), todayIn(tenant.agency.timezone));
      if (balance) await tx.insert(commercialDocumentPayments).values({ ...base, ...balance });
    } else {
      const removed = await tx
        .delete(commercialDocumentPayments)
        .where(
          and(
            inAgency(commercialDocumentPayments, row.agencyId),
            eq(commercialDocumentPayments.documentId, row.id),
            eq(commercialDocumentPayments.id, change.paymentId),
          ),
        )
        .returning({ id: commercialDocumentPayments.id });
      if (removed.length === 0) throw notFound();
    }
    await setPaidState(tx, row);
    // E-reporting: the payments of an invoice under VAT on receipts go to the approved platform.
    await ctx.jobs.enqueue(EINVOICING_REPORT_QUEUE, { agencyId: row.agencyId, documentId: row.id }, { tx });
    const saved = await selectDocument(tx, tenant.agency, visibleDocuments(tenant, invoiceFamily), id);
    if (!saved) throw notFound(bm.documentNotFound);
    return saved;
  });
}
