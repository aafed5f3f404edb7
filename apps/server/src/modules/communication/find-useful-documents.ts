import type { UsefulDocument } from '@securite/domain/communication/schemas';
import { desc } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { usefulDocuments } from '../../db/schema/communication.ts';
import { presentUsefulDocument } from './present-communication.ts';

/** GET useful-docs: every useful document, newest first (a short list: no paging). */
export async function findUsefulDocuments(ctx: AppContext): Promise<UsefulDocument[]> {
  const rows = await ctx.db
    .select()
    .from(usefulDocuments)
    .orderBy(desc(usefulDocuments.createdAt), desc(usefulDocuments.id))
    .limit(500);
  return rows.map(presentUsefulDocument);
}
