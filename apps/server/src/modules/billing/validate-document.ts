import type { BillingCustomer } from '@securite/domain/billing/billing-parties';
import { isAccountingDocument } from '@securite/domain/billing/document-types';
import { buildFacturXXml } from '@securite/domain/billing/facturx/build-xml';
import { checkFacturXInvoice } from '@securite/domain/billing/facturx/check-invoice';
import { billingMessages as bm } from '@securite/domain/billing/messages';
import { dueDateOf } from '@securite/domain/billing/payments';
import type { CommercialDocument } from '@securite/domain/billing/schemas';
import { toFacturXInvoice, type ValidatedDocument } from '@securite/domain/billing/to-facturx';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { todayIn } from '@securite/domain/time/calendar-day';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { commercialDocumentLines, commercialDocuments } from '../../db/schema/billing.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { EINVOICING_REPORT_QUEUE, EINVOICING_SUBMIT_QUEUE } from '../../jobs/einvoicing-queues.ts';
import { allocateDocumentNumber } from './allocate-number.ts';
import { getBillingCustomer } from './billing-customer.ts';
import { getBillingSeller } from './billing-settings.ts';
import { assertLegalMentions, legalMentionIssues } from './check-legal-mentions.ts';
import { cancelIfFullyCredited, lockFittingInvoice } from './credit-notes.ts';
import { assertCanWrite, visibleDocuments } from './document-access.ts';
import type { DocumentFamily } from './document-families.ts';
import { type DocumentRow, lockDocument } from './lock-document.ts';
import { selectDocument } from './present-document.ts';
import { assertWithinSource } from './source-bounds.ts';

/**
 * The period an invoice bills: its own; for a credit note without one, the period of the invoice it credits; else
 * the day of the invoice (the service is then dated by the invoice, CGI art. 242 nonies A).
 */
function billingPeriodOf(
  row: Pick<DocumentRow, 'date' | 'periodStart' | 'periodEnd'>,
  preceding: Pick<DocumentRow, 'date' | 'periodStart' | 'periodEnd'> | undefined,
): { start: string; end: string } {
  if (row.periodStart && row.periodEnd) return { start: row.periodStart, end: row.periodEnd };
  if (preceding?.periodStart && preceding.periodEnd) return { start: preceding.periodStart, end: preceding.periodEnd };
  return { start: row.date, end: row.date };
}

/** What a Factur-X needs of a stored document. */
export async function validatedDocumentOf(tx: Tx, row: DocumentRow, number: string): Promise<ValidatedDocument> {
  const lines = await tx
    .select()
    .from(commercialDocumentLines)
    .where(and(inAgency(commercialDocumentLines, row.agencyId), eq(commercialDocumentLines.documentId, row.id)))
    .orderBy(asc(commercialDocumentLines.position));
  const preceding = row.sourceId
    ? (
        await tx
          .select()
          .from(commercialDocuments)
          .where(and(inAgency(commercialDocuments, row.agencyId), eq(commercialDocuments.id, row.sourceId)))
      )[0]
    : undefined;
  return {
    type: row.type === 'creditNote' ? 'creditNote' : 'invoice',
    number,
    date: row.date,
    dueDate: row.dueDate,
    subject: row.subject,
    deliveryAddress: row.deliveryAddress,
    period: billingPeriodOf(row, preceding),
    vatOnDebits: row.vatOnDebits,
    discount: row.discount ?? null,
    lines: lines.map((line) => ({
      label: line.label,
      description: line.description,
      kind: line.kind,
      quantity: line.quantityThousandths / 1000,
      unitCode: line.unitCode,
      unitPriceCents: line.unitPriceCents,
      vatRateBp: line.vatRateBp,
      vatExemptionCode: line.vatExemptionCode,
    })),
    preceding:
      row.type === 'creditNote' && preceding?.number ? { number: preceding.number, date: preceding.date } : null,
  };
}

/**
 * POST {agency}/{invoice|estimate|purchaseOrder}/{id}/validate: the draft takes today's date and the next number of
 * its sequence, in one transaction. An invoice or credit note is also frozen with its Factur-X XML and a snapshot
 * of the seller and customer; the agency's SIREN is required for it. Validating twice answers the document again.
 */
export async function validateDocument(
  ctx: AppContext,
  tenant: TenantContext,
  family: DocumentFamily,
  id: string,
): Promise<CommercialDocument> {
  assertCanWrite(tenant, `${family.entity}.edit`);
  const agencyId = tenant.agency.id;
  return ctx.db.transaction(async (tx) => {
    const row = await lockDocument(tx, tenant, family, id);
    if (row.status === 'draft') {
      const { agency, settings, timezone } = await getBillingSeller(tx, agencyId);
      const today = todayIn(timezone);
      const customer = await getBillingCustomer(tx, agencyId, row.customerId);
      if (!customer) throw notFound(bm.customerMissing);
      const accounting = isAccountingDocument(row.type);
      const siren = settings.siren?.trim();
      if (accounting && !siren)
        throw new AppError(ErrorCode.Unprocessable, bm.sellerIncomplete('le SIREN de l’agence'));
      const dueDate =
        row.type === 'invoice'
          ? row.dueDate && row.dueDate >= today
            ? row.dueDate
            : dueDateFor(today, customer, settings.defaultSettlementDays)
          : row.dueDate;
      // Between records: a credit note never credits more than its invoice has left (the invoice locked), an invoice
      // of a quote or purchase order never bills more than it (the source locked).
      const credited = row.type === 'creditNote' ? await lockFittingInvoice(tx, row) : null;
      await assertWithinSource(tx, row, row.totalCents);
      const number = await allocateDocumentNumber(tx, agencyId, row.type, Number(today.slice(0, 4)));
      let facturxXml: string | null = null;
      let period: { start: string; end: string } | null = null;
      if (accounting && siren) {
        const doc = await validatedDocumentOf(tx, { ...row, date: today, dueDate }, number);
        assertLegalMentions(legalMentionIssues({ doc, agency, settings, customer }));
        period = doc.period;
        const invoice = toFacturXInvoice(doc, agency, { ...settings, siren }, customer);
        const issues = checkFacturXInvoice(invoice);
        if (issues.length > 0)
          throw new AppError(
            ErrorCode.Unprocessable,
            bm.facturX(issues.map((i) => `${i.path} : ${i.message}`).join(' ; ')),
            {
              details: { issues },
            },
          );
        facturxXml = buildFacturXXml(invoice);
      }
      await tx
        .update(commercialDocuments)
        .set({
          status: 'validated',
          number,
          date: today,
          dueDate,
          ...(period ? { periodStart: period.start, periodEnd: period.end } : {}),
          validatedAt: new Date(),
          updatedAt: new Date(),
          snapshot: { agency, settings, customer },
          facturxXml,
        })
        .where(and(inAgency(commercialDocuments, row.agencyId), eq(commercialDocuments.id, row.id)));
      if (credited) await cancelIfFullyCredited(tx, credited);
      // E-invoicing: the approved platform receives it (and a credited invoice's reported payments are adjusted).
      if (accounting) {
        const payload = { agencyId, documentId: row.id };
        await ctx.jobs.enqueue(EINVOICING_SUBMIT_QUEUE, payload, {
          tx,
          uniqueKey: `einvoicing:${row.id}`,
          maxAttempts: 10,
        });
        if (credited) await ctx.jobs.enqueue(EINVOICING_REPORT_QUEUE, { agencyId, documentId: credited.id }, { tx });
      }
    }
    const saved = await selectDocument(tx, tenant.agency, visibleDocuments(tenant, family), id);
    if (!saved) throw notFound(bm.documentNotFound);
    return saved;
  });
}

function dueDateFor(today: string, customer: BillingCustomer, defaultDays: number): string {
  return dueDateOf(today, customer.settlementPeriod ?? { days: defaultDays });
}
