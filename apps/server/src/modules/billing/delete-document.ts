import { billingMessages as bm } from '@securite/domain/billing/messages';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { commercialDocuments } from '../../db/schema/billing.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { assertCanWrite } from './document-access.ts';
import type { DocumentFamily } from './document-families.ts';
import { lockDocument } from './lock-document.ts';
import { assertEditable } from './save-document.ts';

/** DELETE {agency}/{invoice|estimate|purchaseOrder}/{id}: drafts only; a validated invoice is cancelled by a credit note. */
export async function deleteDocument(ctx: AppContext, tenant: TenantContext, family: DocumentFamily, id: string) {
  assertCanWrite(tenant, `${family.entity}.edit`);
  await ctx.db.transaction(async (tx) => {
    const row = await lockDocument(tx, tenant, family, id);
    assertEditable(row);
    // A quote turned into an invoice (or an invoice into a credit note) stays while what was made from it exists.
    const [derived] = await tx
      .select({ id: commercialDocuments.id })
      .from(commercialDocuments)
      .where(and(inAgency(commercialDocuments, tenant.agency.id), eq(commercialDocuments.sourceId, row.id)))
      .limit(1);
    if (derived) throw new AppError(ErrorCode.Conflict, bm.hasDerived);
    await tx
      .delete(commercialDocuments)
      .where(and(inAgency(commercialDocuments, row.agencyId), eq(commercialDocuments.id, row.id)));
  });
}
