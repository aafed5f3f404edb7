import { communicationMessages } from '@securite/domain/communication/messages';
import type { UiTutorial, UiTutorialSave } from '@securite/domain/communication/schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { uiTutorials } from '../../db/schema/communication.ts';
import { notFound } from '../../http/errors.ts';
import { presentUiTutorial } from './present-communication.ts';

/** POST admin/ui-tutorial: creates a tutorial (no id) or changes one. */
export async function saveUiTutorial(ctx: AppContext, input: UiTutorialSave): Promise<UiTutorial> {
  const values = {
    title: input.title,
    routeId: input.routeId,
    content: input.content,
    videoUrl: input.videoUrl,
    position: input.position,
    active: input.active,
  };
  const [row] = input.id
    ? await ctx.db
        .update(uiTutorials)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(uiTutorials.id, input.id))
        .returning()
    : await ctx.db.insert(uiTutorials).values(values).returning();
  if (!row) throw notFound(communicationMessages.tutorialNotFound);
  return presentUiTutorial(row);
}
