import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { notifications } from '../../db/schema/platform.ts';

/** Marks every unread notice of the user read; answers how many changed. */
export async function markAllNotificationsRead(ctx: AppContext, userId: string): Promise<{ updated: number }> {
  // every agency: the user's own notices, whichever agency (or the platform) sent them.
  const rows = await ctx.db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}
