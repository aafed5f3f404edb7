import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { files } from '../../db/schema/files.ts';

/** An upload not attached to anything after this long was abandoned (a closed dialog, a failed attach). */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes uploads never attached to a record, bytes first: a row whose bytes are gone answers 404, never a
 * file without its row. Attached files, even deleted ones, are kept (the record's history).
 */
export async function purgeAbandonedUploads(
  ctx: Pick<AppContext, 'db' | 'files'>,
  now: Date = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - ABANDONED_UPLOAD_MS);
  // every agency: the nightly purge walks every agency's abandoned uploads.
  const rows = await ctx.db
    .select({ id: files.id, key: files.key })
    .from(files)
    .where(
      and(
        isNull(files.ownerMembershipId),
        isNull(files.ownerCustomerId),
        // A commercial document's file is attached through commercial_document_files, not an owner column.
        sql`not exists (select 1 from commercial_document_files d where d.file_id = ${files.id})`,
        // Nor is a document's file (documents module: document_files).
        sql`not exists (select 1 from document_files d where d.file_id = ${files.id})`,
        // The agency's logo is attached through agencies.settings (params/agency).
        sql`not exists (select 1 from agencies a where a.settings->'identity'->>'logoFileId' = ${files.id}::text)`,
        isNull(files.deletedAt),
        lt(files.createdAt, before),
      ),
    )
    .limit(1000);
  const removed: string[] = [];
  for (const row of rows) {
    try {
      await ctx.files.delete(row.key);
      removed.push(row.id);
    } catch {
      // The storage is unreachable: tomorrow's purge tries again.
    }
  }
  // every agency: the nightly purge removes the rows it has just read and whose stored file it deleted.
  if (removed.length > 0) await ctx.db.delete(files).where(inArray(files.id, removed));
  return removed.length;
}
