import {
  canAccept,
  canChangeDocumentStatus,
  canMarkSent,
  documentStatusLabels,
  statusWhenSent,
} from '@securite/domain/billing/document-status';
import { billingMessages as bm } from '@securite/domain/billing/messages';
import type { CommercialDocument } from '@securite/domain/billing/schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { commercialDocuments } from '../../db/schema/billing.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { assertCanWrite, visibleDocuments } from './document-access.ts';
import type { DocumentFamily } from './document-families.ts';
import { type DocumentRow, lockDocument } from './lock-document.ts';
import { selectDocument } from './present-document.ts';

/** Marks a locked, validated document sent (a paid invoice keeps its status, and gets the date). */
export async function markRowSent(tx: Tx, row: DocumentRow): Promise<void> {
  if (!canMarkSent(row.status))
    throw new AppError(
      ErrorCode.Conflict,
      bm.statusChange(documentStatusLabels[row.status], documentStatusLabels.sent),
    );
  await tx
    .update(commercialDocuments)
    .set({ status: statusWhenSent(row.status), sentAt: new Date(), updatedAt: new Date() })
    .where(and(inAgency(commercialDocuments, row.agencyId), eq(commercialDocuments.id, row.id)));
}

/** PATCH {agency}/{invoice|estimate|purchaseOrder}/{id}/{sent|refused}, {agency}/estimate/{id}/accepted. */
export async function changeDocumentStatus(
  ctx: AppContext,
  tenant: TenantContext,
  family: DocumentFamily,
  id: string,
  status: 'sent' | 'refused' | 'accepted',
): Promise<CommercialDocument> {
  assertCanWrite(tenant, `${family.entity}.edit`);
  return ctx.db.transaction(async (tx) => {
    const row = await lockDocument(tx, tenant, family, id);
    if (status === 'sent') await markRowSent(tx, row);
    else if (status === 'accepted') {
      if (row.status !== 'accepted') {
        if (!canAccept(row.type, row.status)) throw new AppError(ErrorCode.Conflict, bm.notAcceptable);
        await tx
          .update(commercialDocuments)
          .set({ status: 'accepted', updatedAt: new Date() })
          .where(and(inAgency(commercialDocuments, row.agencyId), eq(commercialDocuments.id, row.id)));
      }
    } else if (row.status !== 'refused') {
      if (!canChangeDocumentStatus(row.status, 'refused'))
        throw new AppError(
          ErrorCode.Conflict,
          bm.statusChange(documentStatusLabels[row.status], documentStatusLabels.refused),
        );
      await tx
        .update(commercialDocuments)
        .set({ status: 'refused', refusedAt: new Date(), updatedAt: new Date() })
        .where(and(inAgency(commercialDocuments, row.agencyId), eq(commercialDocuments.id, row.id)));
    }
    const saved = await selectDocument(tx, tenant.agency, visibleDocuments(tenant, family), id);
    if (!saved) throw notFound(bm.documentNotFound);
    return saved;
  });
}
