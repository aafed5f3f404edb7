import { communicationMessages } from '@securite/domain/communication/messages';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { usefulDocuments } from '../../db/schema/communication.ts';
import type { StoredFile } from '../../files/file-storage.ts';
import { notFound } from '../../http/errors.ts';

/** GET useful-docs/{id}/download: the document's bytes and what to call them; 404 when gone. */
export async function downloadUsefulDocument(
  ctx: AppContext,
  id: string,
): Promise<{ file: { name: string; contentType: string; size: number }; stored: StoredFile }> {
  const [row] = await ctx.db.select().from(usefulDocuments).where(eq(usefulDocuments.id, id));
  if (!row) throw notFound(communicationMessages.usefulDocumentNotFound);
  const stored = await ctx.files.get(row.fileKey);
  if (!stored) throw notFound(communicationMessages.usefulDocumentNotFound);
  return { file: { name: row.fileName, contentType: row.contentType, size: row.size }, stored };
}
