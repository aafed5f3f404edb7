import type { Announcement, AnnouncementSave } from '@securite/domain/communication/schemas';
import type { AppContext } from '../../context.ts';
import { announcements } from '../../db/schema/communication.ts';
import { presentAnnouncement } from './present-communication.ts';

/** POST admin/announcements: publishes a news item to every agency user. */
export async function createAnnouncement(
  ctx: AppContext,
  actorUserId: string,
  input: AnnouncementSave,
): Promise<Announcement> {
  const [row] = await ctx.db
    .insert(announcements)
    .values({ title: input.title, content: input.content, link: input.link, createdBy: actorUserId })
    .returning();
  return presentAnnouncement(row);
}
