import { assertGranted } from '@securite/domain/auth/access';
import { type DocumentType, isAccountingDocument } from '@securite/domain/billing/document-types';
import { billingMessages as bm } from '@securite/domain/billing/messages';
import type { DocumentFile } from '@securite/domain/billing/schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { commercialDocumentFiles } from '../../db/schema/billing.ts';
import { files } from '../../db/schema/files.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import type { DocumentFamily } from './document-families.ts';
import { lockDocument } from './lock-document.ts';

/** Attaching or detaching a file: the family's create or edit right (never a customer user). */
function assertCanAttach(tenant: TenantContext, family: DocumentFamily): void {
  if (tenant.actor.role === 'customer') throw new AppError(ErrorCode.Forbidden, messages.forbidden);
  assertGranted(tenant.actor, [`${family.entity}.create`, `${family.entity}.edit`]);
}

/**
 * POST {agency}/{family}/{id}/files: attaches the caller's upload (purpose commercial-document, attached nowhere
 * else: 409 otherwise) to the document. Idempotent: attaching twice keeps one row. Allowed on a validated invoice
 * (a signed order's scan).
 */
export async function attachDocumentFile(
  ctx: AppContext,
  tenant: TenantContext,
  family: DocumentFamily,
  id: string,
  fileId: string,
): Promise<void> {
  assertCanAttach(tenant, family);
  await ctx.db.transaction(async (tx) => {
    const doc = await lockDocument(tx, tenant, family, id);
    const [file] = await tx
      .select({ id: files.id, purpose: files.purpose, createdBy: files.createdBy })
      .from(files)
      .where(and(inAgency(files, tenant.agency.id), eq(files.id, fileId), isNull(files.deletedAt)))
      .for('update');
    if (!file) throw notFound(messages.fileNotFound);
    const links = await tx
      .select({ documentId: commercialDocumentFiles.documentId })
      .from(commercialDocumentFiles)
      .where(and(inAgency(commercialDocumentFiles, tenant.agency.id), eq(commercialDocumentFiles.fileId, file.id)));
    // Attaching twice (a retried request): nothing more to do.
    if (links.some((link) => link.documentId === doc.id)) return;
    // As for the agents' files: one's own upload, of this purpose, attached nowhere yet.
    if (file.createdBy !== tenant.actor.userId) throw notFound(messages.fileNotFound);
    if (file.purpose !== 'commercial-document') throw new AppError(ErrorCode.FileRefused, messages.fileWrongPurpose);
    if (links.length > 0) throw new AppError(ErrorCode.Conflict, messages.fileAlreadyAttached);
    await tx
      .insert(commercialDocumentFiles)
      .values({ agencyId: tenant.agency.id, documentId: doc.id, fileId: file.id })
      .onConflictDoNothing();
  });
}

/**
 * DELETE {agency}/{family}/{id}/files/{fileId}: detaches the file and deletes it (soft). Refused (409) on a
 * validated invoice or credit note: the file is part of the frozen record.
 */
export async function detachDocumentFile(
  ctx: AppContext,
  tenant: TenantContext,
  family: DocumentFamily,
  id: string,
  fileId: string,
): Promise<void> {
  assertCanAttach(tenant, family);
  await ctx.db.transaction(async (tx) => {
    const doc = await lockDocument(tx, tenant, family, id);
    const where = and(
      inAgency(commercialDocumentFiles, doc.agencyId),
      eq(commercialDocumentFiles.documentId, doc.id),
      eq(commercialDocumentFiles.fileId, fileId),
    );
    const [link] = await tx.select().from(commercialDocumentFiles).where(where);
    if (!link) throw notFound(bm.fileNotAttached);
    if (isAccountingDocument(doc.type as DocumentType) && doc.status !== 'draft') {
      throw new AppError(ErrorCode.Conflict, bm.fileFrozen);
    }
    await tx.delete(commercialDocumentFiles).where(where);
    const [other] = await tx
      .select({ id: commercialDocumentFiles.fileId })
      .from(commercialDocumentFiles)
      .where(and(inAgency(commercialDocumentFiles, doc.agencyId), eq(commercialDocumentFiles.fileId, fileId)))
      .limit(1);
    // Attached nowhere else: the file goes (soft; the purge never sees a deleted row).
    if (!other) {
      await tx
        .update(files)
        .set({ deletedAt: new Date() })
        .where(and(inAgency(files, tenant.agency.id), eq(files.id, fileId)));
    }
  });
}

/** The files attached to these documents, by document id (not deleted, oldest first). */
export async function selectDocumentFiles(
  tx: Tx,
  agencyId: string,
  documentIds: string[],
): Promise<Map<string, DocumentFile[]>> {
  const byDocument = new Map<string, DocumentFile[]>();
  if (documentIds.length === 0) return byDocument;
  const rows = await tx
    .select({
      documentId: commercialDocumentFiles.documentId,
      id: files.id,
      name: files.originalName,
      contentType: files.contentType,
      size: files.size,
    })
    .from(commercialDocumentFiles)
    .innerJoin(files, and(eq(files.id, commercialDocumentFiles.fileId), inAgency(files, agencyId)))
    .where(
      and(
        inAgency(commercialDocumentFiles, agencyId),
        inArray(commercialDocumentFiles.documentId, documentIds),
        isNull(files.deletedAt),
      ),
    )
    .orderBy(asc(commercialDocumentFiles.createdAt), asc(files.id));
  for (const { documentId, ...file } of rows) {
    byDocument.set(documentId, [...(byDocument.get(documentId) ?? []), file]);
  }
  return byDocument;
}
