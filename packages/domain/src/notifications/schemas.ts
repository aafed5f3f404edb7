import { z } from 'zod';
import { zPage } from '../pagination/schemas.ts';

/** A notice addressed to one user, kept until read and pushed live on the user's stream. */
export const zNotification = z.object({
  id: z.string(),
  agencyId: z.string().nullable(),
  title: z.string(),
  body: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof zNotification>;

export const zNotificationPage = zPage(zNotification).extend({ unread: z.number().int() });
export type NotificationPage = z.infer<typeof zNotificationPage>;

/** Event types sent on the SSE streams. */
export const StreamEvent = {
  Ready: 'ready',
  Notification: 'notification',
} as const;

/** POST /user/notifications/read-all's answer: how many notices it marked read. */
export const zNotificationsReadAll = z.object({ updated: z.number().int() });
