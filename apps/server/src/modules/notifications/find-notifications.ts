import type { NotificationPage } from '@securite/domain/notifications/schemas';
import { type PageQuery, pageOffset } from '@securite/domain/pagination/schemas';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { notifications } from '../../db/schema/platform.ts';
import { presentNotification } from './present-notification.ts';

/** A page of the user's notices, newest first, with the unread count for the badge. */
export async function findNotifications(ctx: AppContext, userId: string, query: PageQuery): Promise<NotificationPage> {
  const mine = eq(notifications.userId, userId);
  const [rows, [{ total }], [{ unread }]] = await Promise.all([
    ctx.db
      .select()
      .from(notifications) // every agency: a user's own notices, from all their agencies
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    // every agency: a user's own notices, counted
    ctx.db.select({ total: count() }).from(notifications).where(mine),
    ctx.db
      .select({ unread: count() })
      .from(notifications) // every agency: a user's own unread notices
      .where(and(mine, isNull(notifications.readAt))),
  ]);
  return { data: rows.map(presentNotification), total, unread };
}
