import { assertGranted } from '@securite/domain/auth/access';
import { saveRight } from '@securite/domain/auth/rights';
import type { Document, zDocumentSave } from '@securite/domain/documents/document-schemas';
import type { DocumentType } from '@securite/domain/documents/document-types';
import { documentMessages } from '@securite/domain/documents/messages';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import {
  documentCustomers,
  documentFiles,
  documentFolderLinks,
  documentReaders,
  documents,
} from '../../db/schema/documents.ts';
import { files } from '../../db/schema/files.ts';
import { customers, memberships } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { viewerOf } from './document-viewer.ts';
import { presentDocument } from './present-document.ts';
import { ensureFolders, findDocumentRow, loadDetails } from './repo.ts';

type Body = z.output<typeof zDocumentSave>;

const refused = (message: string) => new AppError(ErrorCode.Unprocessable, message);

/** The ids that are all rows of the agency (memberships not archived, customers), else the refusal. */
async function assertReaders(tx: Tx, agencyId: string, body: Body): Promise<void> {
  const userIds = [...new Set(body.userCompanies)];
  const customerIds = [...new Set(body.customers)];
  if (userIds.length > 0) {
    const found = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(inAgency(memberships, agencyId), inArray(memberships.id, userIds), isNull(memberships.deletedAt)));
    if (found.length !== userIds.length) throw refused(documentMessages.readerNotFound);
  }
  if (customerIds.length > 0) {
    const found = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(inAgency(customers, agencyId), inArray(customers.id, customerIds)));
    if (found.length !== customerIds.length) throw refused(documentMessages.customerNotFound);
  }
  if (body.agentId) {
    const [agent] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(
          inAgency(memberships, agencyId),
          eq(memberships.id, body.agentId),
          eq(memberships.role, 'agent'),
          isNull(memberships.deletedAt),
        ),
      );
    if (!agent) throw refused(documentMessages.agentNotFound);
  }
}

/**
 * The files of the document: uploads of the caller (purpose document) not attached yet, or files already of this
 * document. Anything else (another agency's, someone else's upload, a file of another document) is refused.
 */
async function assertFiles(tx: Tx, tenant: TenantContext, documentId: string | null, fileIds: string[]) {
  const ids = [...new Set(fileIds)];
  const rows = await tx
    .select({ id: files.id, createdBy: files.createdBy, attachedTo: documentFiles.documentId })
    .from(files)
    .leftJoin(documentFiles, eq(documentFiles.fileId, files.id))
    .where(
      and(
        inAgency(files, tenant.agency.id),
        inArray(files.id, ids),
        eq(files.purpose, 'document'),
        isNull(files.deletedAt),
        isNull(files.ownerMembershipId),
        isNull(files.ownerCustomerId),
      ),
    );
  const usable = rows.filter((r) =>
    r.attachedTo === null ? r.createdBy === tenant.actor.userId : r.attachedTo === documentId,
  );
  if (usable.length !== ids.length) throw refused(documentMessages.fileNotFound);
  return ids;
}

async function replaceLinks(tx: Tx, agencyId: string, type: DocumentType, id: string, body: Body, fileIds: string[]) {
  const gone = await tx
    .delete(documentFiles)
    .where(and(eq(documentFiles.documentId, id), notInArray(documentFiles.fileId, fileIds)))
    .returning({ fileId: documentFiles.fileId });
  if (gone.length > 0) {
    // A file taken off its document is deleted (soft: the row stays, the bytes go with the nightly purge's rules).
    await tx
      .update(files)
      .set({ deletedAt: new Date() })
      .where(
        and(
          inAgency(files, agencyId),
          inArray(
            files.id,
            gone.map((g) => g.fileId),
          ),
        ),
      );
  }
  await tx
    .insert(documentFiles)
    .values(fileIds.map((fileId, position) => ({ documentId: id, fileId, position })))
    .onConflictDoNothing();
  for (const [position, fileId] of fileIds.entries()) {
    await tx
      .update(documentFiles)
      .set({ position })
      .where(and(eq(documentFiles.documentId, id), eq(documentFiles.fileId, fileId)));
  }
  await tx.delete(documentReaders).where(eq(documentReaders.documentId, id));
  const readerIds = [...new Set(body.userCompanies)];
  if (readerIds.length > 0) {
    await tx.insert(documentReaders).values(readerIds.map((membershipId) => ({ documentId: id, membershipId })));
  }
  await tx.delete(documentCustomers).where(eq(documentCustomers.documentId, id));
  const customerIds = [...new Set(body.customers)];
  if (customerIds.length > 0) {
    await tx.insert(documentCustomers).values(customerIds.map((customerId) => ({ documentId: id, customerId })));
  }
  await tx.delete(documentFolderLinks).where(eq(documentFolderLinks.documentId, id));
  const folderIds = await ensureFolders(tx, agencyId, type, body.attachedFolders);
  if (folderIds.length > 0) {
    await tx.insert(documentFolderLinks).values(folderIds.map((folderId) => ({ documentId: id, folderId })));
  }
}

/**
 * POST {agency}{scope}/document[/agents|/customers]: a new document (the create right) or changes to one (the edit
 * right), its files (the caller's uploads), folders and readers, in one transaction. A kind in the path wins.
 */
export async function saveDocument(
  ctx: AppContext,
  tenant: TenantContext,
  body: Body,
  kind?: DocumentType,
): Promise<Document> {
  assertGranted(tenant.actor, [saveRight('documents', body)]);
  const agencyId = tenant.agency.id;
  const type = kind ?? body.type;
  const saved = await ctx.db.transaction(async (tx) => {
    await assertReaders(tx, agencyId, body);
    let id: string;
    if (body.id) {
      const existing = await findDocumentRow(tx, agencyId, body.id, { forUpdate: true });
      if (!existing) throw notFound(documentMessages.notFound);
      const fileIds = await assertFiles(tx, tenant, existing.id, body.fileIds);
      await tx
        .update(documents)
        .set({
          type,
          name: body.name,
          accessAllAgents: body.accessAllAgents,
          accessAllCustomers: body.accessAllCustomers,
          agentId: body.agentId ?? null,
          updatedAt: new Date(),
        })
        .where(and(inAgency(documents, agencyId), eq(documents.id, existing.id)));
      id = existing.id;
      await replaceLinks(tx, agencyId, type, id, body, fileIds);
    } else {
      const fileIds = await assertFiles(tx, tenant, null, body.fileIds);
      const [created] = await tx
        .insert(documents)
        .values({
          agencyId,
          type,
          name: body.name,
          accessAllAgents: body.accessAllAgents,
          accessAllCustomers: body.accessAllCustomers,
          agentId: body.agentId ?? null,
          createdBy: tenant.actor.userId,
        })
        .returning();
      id = created.id;
      await replaceLinks(tx, agencyId, type, id, body, fileIds);
    }
    const row = (await findDocumentRow(tx, agencyId, id))!;
    const details = (await loadDetails(tx, agencyId, [row])).get(id)!;
    return { row, details };
  });
  return presentDocument(saved.row, saved.details, viewerOf(tenant));
}
