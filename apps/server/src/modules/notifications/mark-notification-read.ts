import type { Notification } from '@securite/domain/notifications/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { notifications } from '../../db/schema/platform.ts';
import { notFound } from '../../http/errors.ts';
import { presentNotification } from './present-notification.ts';

/** Marks one of the user's notices read (keeping the first reading time); someone else's is a 404. */
export async function markNotificationRead(ctx: AppContext, userId: string, id: string): Promise<Notification> {
  // every agency: one of the user's own notices, whichever agency (or the platform) sent it.
  const [row] = await ctx.db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return presentNotification(row);
}
