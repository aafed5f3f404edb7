import { communicationMessages } from '@securite/domain/communication/messages';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { uiTutorials } from '../../db/schema/communication.ts';
import { notFound } from '../../http/errors.ts';

/** DELETE admin/ui-tutorial/{id}. */
export async function deleteUiTutorial(ctx: AppContext, id: string): Promise<void> {
  const removed = await ctx.db.delete(uiTutorials).where(eq(uiTutorials.id, id)).returning({ id: uiTutorials.id });
  if (removed.length === 0) throw notFound(communicationMessages.tutorialNotFound);
}
