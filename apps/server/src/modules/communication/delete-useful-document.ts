import { communicationMessages } from '@securite/domain/communication/messages';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { usefulDocuments } from '../../db/schema/communication.ts';
import { notFound } from '../../http/errors.ts';

/** DELETE admin/useful-docs/{id}: the row first, then its bytes (a failed removal leaves bytes, never a dead row). */
export async function deleteUsefulDocument(ctx: AppContext, id: string): Promise<void> {
  const [removed] = await ctx.db
    .delete(usefulDocuments)
    .where(eq(usefulDocuments.id, id))
    .returning({ key: usefulDocuments.fileKey });
  if (!removed) throw notFound(communicationMessages.usefulDocumentNotFound);
  await ctx.files.delete(removed.key).catch((error) => ctx.log.warn({ err: error }, 'useful document bytes kept'));
}
