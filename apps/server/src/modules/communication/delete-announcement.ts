import { communicationMessages } from '@securite/domain/communication/messages';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { announcements } from '../../db/schema/communication.ts';
import { notFound } from '../../http/errors.ts';

/** DELETE admin/announcements/{id}. */
export async function deleteAnnouncement(ctx: AppContext, id: string): Promise<void> {
  const removed = await ctx.db
    .delete(announcements)
    .where(eq(announcements.id, id))
    .returning({ id: announcements.id });
  if (removed.length === 0) throw notFound(communicationMessages.announcementNotFound);
}
