import {
  type Creditable,
  creditableOf,
  creditNoteExcess,
  describeCreditable,
  isFullyCredited,
} from '@securite/domain/billing/credit-bounds';
import { billingMessages as bm } from '@securite/domain/billing/messages';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { commercialDocuments } from '../../db/schema/billing.ts';
import { inAgency } from '../../db/tenant.ts';
import type { DocumentRow } from './lock-document.ts';

/** The validated credit notes of an invoice (all but `exceptId`), in its agency. */
async function validatedCredits(tx: Tx, invoice: Pick<DocumentRow, 'id' | 'agencyId'>, exceptId?: string) {
  return tx
    .select({ vat: commercialDocuments.vat, totalCents: commercialDocuments.totalCents })
    .from(commercialDocuments)
    .where(
      and(
        inAgency(commercialDocuments, invoice.agencyId),
        eq(commercialDocuments.sourceId, invoice.id),
        eq(commercialDocuments.type, 'creditNote'),
        ne(commercialDocuments.status, 'draft'),
        exceptId ? ne(commercialDocuments.id, exceptId) : undefined,
      ) as SQL,
    );
}

/**
 * The invoice a credit note cancels, locked for the transaction (FOR UPDATE: two credit notes of one invoice are
 * validated one after the other), with what remains creditable on it. 409 when the credit note cites no validated
 * invoice of its customer.
 */
export async function lockCreditedInvoice(
  tx: Tx,
  creditNote: Pick<DocumentRow, 'id' | 'agencyId' | 'sourceId' | 'customerId'>,
): Promise<{ invoice: DocumentRow; left: Creditable }> {
  if (!creditNote.sourceId) throw new AppError(ErrorCode.Conflict, bm.creditWithoutInvoice);
  const [invoice] = await tx
    .select()
    .from(commercialDocuments)
    .where(
      and(
        inAgency(commercialDocuments, creditNote.agencyId),
        eq(commercialDocuments.id, creditNote.sourceId),
        eq(commercialDocuments.type, 'invoice'),
      ),
    )
    .for('update');
  if (!invoice || invoice.status === 'draft') throw new AppError(ErrorCode.Conflict, bm.notCreditable);
  if (invoice.customerId !== creditNote.customerId) throw new AppError(ErrorCode.Unprocessable, bm.creditCustomer);
  const left = creditableOf(invoice, await validatedCredits(tx, invoice, creditNote.id));
  return { invoice, left };
}

/** Refuses (409, what is left named) a credit note that would credit more than its invoice has left. */
export function assertCreditFits(
  invoice: Pick<DocumentRow, 'number'>,
  left: Creditable,
  creditNote: { vat: DocumentRow['vat']; totalCents: number },
): void {
  const excess = creditNoteExcess(left, creditNote);
  if (excess)
    throw new AppError(ErrorCode.Conflict, bm.creditExceeds(invoice.number ?? '', excess, describeCreditable(left)), {
      details: { creditable: left },
    });
}

/**
 * The invoice a credit note cancels, locked for the transaction, once the credit note is known to fit what it has
 * left (409 otherwise, what is left named).
 */
export async function lockFittingInvoice(tx: Tx, creditNote: DocumentRow): Promise<DocumentRow> {
  const { invoice, left } = await lockCreditedInvoice(tx, creditNote);
  assertCreditFits(invoice, left, creditNote);
  return invoice;
}

/** What remains creditable on an invoice (its validated credit notes deducted), for the draft of a new one. */
export async function creditableOfInvoice(tx: Tx, invoice: DocumentRow): Promise<Creditable> {
  return creditableOf(invoice, await validatedCredits(tx, invoice));
}

/** After a credit note's validation: an invoice with nothing left to credit is cancelled (« Annulée »). */
export async function cancelIfFullyCredited(tx: Tx, invoice: DocumentRow): Promise<void> {
  const left = creditableOf(invoice, await validatedCredits(tx, invoice));
  if (isFullyCredited(left) && invoice.status !== 'cancelled')
    await tx
      .update(commercialDocuments)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(inAgency(commercialDocuments, invoice.agencyId), eq(commercialDocuments.id, invoice.id)));
}
