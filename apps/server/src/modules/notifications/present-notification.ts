import type { Notification } from '@securite/domain/notifications/schemas';
import type { notifications } from '../../db/schema/platform.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** What leaves the server of a notification row. */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    agencyId: row.agencyId,
    title: row.title,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}
