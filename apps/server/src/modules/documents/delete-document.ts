import { documentMessages } from '@securite/domain/documents/messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { documents } from '../../db/schema/documents.ts';
import { files } from '../../db/schema/files.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { findDocumentRow, loadDetails } from './repo.ts';

/**
 * DELETE {agency}/document/{id} (the edit right, after the user's confirmation): the document and its links go, its
 * files are marked deleted in the same transaction, then their bytes leave the storage.
 */
export async function deleteDocument(ctx: AppContext, tenant: TenantContext, id: string): Promise<void> {
  const agencyId = tenant.agency.id;
  const keys = await ctx.db.transaction(async (tx) => {
    const row = await findDocumentRow(tx, agencyId, id, { forUpdate: true });
    if (!row) throw notFound(documentMessages.notFound);
    const details = (await loadDetails(tx, agencyId, [row])).get(row.id)!;
    await tx.delete(documents).where(and(inAgency(documents, agencyId), eq(documents.id, row.id)));
    const fileIds = details.files.map((f) => f.id);
    if (fileIds.length > 0) {
      await tx
        .update(files)
        .set({ deletedAt: new Date() })
        .where(and(inAgency(files, agencyId), inArray(files.id, fileIds)));
    }
    return details.files.map((f) => f.key);
  });
  for (const key of keys) {
    // A storage that does not answer keeps orphan bytes behind a deleted row: never a row without its bytes.
    await ctx.files.delete(key).catch(() => undefined);
  }
}
