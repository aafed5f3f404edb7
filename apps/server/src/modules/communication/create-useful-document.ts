import type { UsefulDocument, UsefulDocumentSave } from '@securite/domain/communication/schemas';
import type { AppContext } from '../../context.ts';
import { usefulDocuments } from '../../db/schema/communication.ts';
import { storePlatformFile } from '../files/public.ts';
import { presentUsefulDocument } from './present-communication.ts';

/**
 * POST admin/useful-docs: stores the file (a PDF or an image, checked by the files module) and lists it in every
 * agency's « Documents utiles ». If the row cannot be written, the stored bytes are removed.
 */
export async function createUsefulDocument(
  ctx: AppContext,
  actorUserId: string,
  input: UsefulDocumentSave,
): Promise<UsefulDocument> {
  const file = await storePlatformFile(ctx, {
    folder: 'useful-documents',
    name: input.fileName,
    bytes: Buffer.from(input.content, 'base64'),
  });
  try {
    const [row] = await ctx.db
      .insert(usefulDocuments)
      .values({
        title: input.title,
        description: input.description ?? null,
        fileKey: file.key,
        fileName: file.name,
        contentType: file.contentType,
        size: file.size,
        createdBy: actorUserId,
      })
      .returning();
    return presentUsefulDocument(row);
  } catch (error) {
    await ctx.files.delete(file.key).catch(() => undefined);
    throw error;
  }
}
