import { messages } from '@securite/domain/errors/messages';
import type { AppContext } from '../../context.ts';
import type { StoredFile } from '../../files/file-storage.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { assertCanReadFile } from './file-access.ts';
import { type FileRow, findFile, isAttachedToDocument } from './repo.ts';

/**
 * GET {agency}/files/{id}/download: the file's row and bytes, for a reader the file's purpose allows;
 * 404 for another agency's, a deleted one or bytes gone from the storage.
 */
export async function downloadFile(
  ctx: AppContext,
  input: { tenant: TenantContext; fileId: string },
): Promise<{ row: FileRow; stored: StoredFile }> {
  const row = await findFile(ctx.db, input.tenant.agency.id, input.fileId);
  if (!row) throw notFound(messages.fileNotFound);
  assertCanReadFile(
    input.tenant,
    row,
    row.purpose === 'commercial-document' && (await isAttachedToDocument(ctx.db, row.agencyId, row.id)),
  );
  const stored = await ctx.files.get(row.key);
  if (!stored) throw notFound(messages.fileUnavailable);
  return { row, stored };
}
