import { saveRight } from '@securite/domain/auth/rights';
import type { BillingCustomer } from '@securite/domain/billing/billing-parties';
import { isDocumentEditable } from '@securite/domain/billing/document-status';
import { isAccountingDocument } from '@securite/domain/billing/document-types';
import { dueDateIssue } from '@securite/domain/billing/legal-mentions';
import { billingMessages as bm } from '@securite/domain/billing/messages';
import type { CommercialDocument, DocumentSave } from '@securite/domain/billing/schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { commercialDocuments } from '../../db/schema/billing.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { assertAgencyAgents } from '../agents/public.ts';
import { getBillingCustomer } from './billing-customer.ts';
import { lockFittingInvoice } from './credit-notes.ts';
import { assertCanWrite, visibleDocuments } from './document-access.ts';
import type { DocumentFamily } from './document-families.ts';
import { lockDocument } from './lock-document.ts';
import { writeNamedServices } from './named-services.ts';
import { selectDocument } from './present-document.ts';
import { assertWithinSource } from './source-bounds.ts';
import { insertDocument, updateDraft } from './write-lines.ts';

/** The customer and agent of a document must be the agency's. */
export async function assertDocumentParties(
  tx: Tx,
  agencyId: string,
  input: Pick<DocumentSave, 'customerId' | 'agentId'>,
) {
  const customer = await getBillingCustomer(tx, agencyId, input.customerId);
  if (!customer) throw notFound(bm.customerMissing);
  if (input.agentId) await assertAgencyAgents(tx, agencyId, [input.agentId]);
  return customer;
}

/** Code de commerce L441-10: an invoice's due date within 60 days of its date (45 days end of month if agreed). */
function assertLegalDueDate(type: string, input: DocumentSave, customer: BillingCustomer): void {
  if (type !== 'invoice') return;
  const issue = dueDateIssue(input.date, input.dueDate, customer.settlementPeriod?.endOfMonth ?? false);
  if (issue) throw new AppError(ErrorCode.Validation, messages.validation, { errors: { dueDate: issue } });
}

/** Refuses to change anything but a draft, with the legal message for invoices and credit notes. */
export function assertEditable(row: { type: string; status: string }): void {
  if (isDocumentEditable(row.status as 'draft')) return;
  const frozen = isAccountingDocument(row.type as 'invoice');
  throw new AppError(ErrorCode.Conflict, frozen ? bm.frozen : bm.notDraft);
}

/**
 * POST {agency}/invoice, /estimate, /purchaseOrder: without id a new draft (the create right), with one the draft
 * updated (the edit right). Validated invoices and credit notes are refused (409, the legal message).
 */
export async function saveDocument(
  ctx: AppContext,
  tenant: TenantContext,
  family: DocumentFamily,
  input: DocumentSave,
): Promise<CommercialDocument> {
  assertCanWrite(tenant, saveRight(family.entity, input));
  const agencyId = tenant.agency.id;
  return ctx.db.transaction(async (tx) => {
    const customer = await assertDocumentParties(tx, agencyId, input);
    assertLegalDueDate(family.defaultType, input, customer);
    // Without recipients of its own, a document goes to the customer's contacts flagged for its kind.
    if (input.recipients.length === 0)
      input.recipients = family.key === 'invoices' ? customer.invoiceRecipients : customer.estimateRecipients;
    let id: string;
    if (input.id) {
      const row = await lockDocument(tx, tenant, family, input.id);
      assertEditable(row);
      id = row.id;
      const { lineIds, totalCents } = await updateDraft(tx, agencyId, id, input);
      // A credit note stays within what its invoice has left, for its customer; an invoice of a quote within it.
      if (row.type === 'creditNote') {
        const [after] = await tx
          .select()
          .from(commercialDocuments)
          .where(and(inAgency(commercialDocuments, agencyId), eq(commercialDocuments.id, id)));
        if (after) await lockFittingInvoice(tx, after);
      }
      await assertWithinSource(tx, row, totalCents);
      if (row.type === 'invoice')
        await writeNamedServices(tx, agencyId, { id, customerId: input.customerId }, input.lines, lineIds);
    } else {
      const created = await insertDocument(tx, agencyId, family.defaultType, input, { createdBy: tenant.actor.userId });
      id = created.id;
      if (family.defaultType === 'invoice')
        await writeNamedServices(tx, agencyId, { id, customerId: input.customerId }, input.lines, created.lineIds);
    }
    const saved = await selectDocument(tx, tenant.agency, visibleDocuments(tenant, family), id);
    if (!saved) throw new AppError(ErrorCode.NotFound, messages.notFound);
    return saved;
  });
}
