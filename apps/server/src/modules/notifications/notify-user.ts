import { type Notification, StreamEvent } from '@securite/domain/notifications/schemas';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema/platform.ts';
import { presentNotification } from './present-notification.ts';

export interface NotifyUserInput {
  userId: string;
  agencyId?: string | null;
  title: string;
  body?: string | null;
}

// NOTIFY payloads are capped at 8000 bytes; notices are short, these bounds keep them well under.
const MAX_TITLE = 200;
const MAX_BODY = 2000;

/**
 * Keeps a notice for a user and pushes it live to the user's streams in every server process.
 * Inside a transaction, both happen only if it commits.
 */
export async function notifyUser(ctx: AppContext, input: NotifyUserInput, tx: Tx = ctx.db): Promise<Notification> {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: input.userId,
      agencyId: input.agencyId ?? null,
      title: input.title.slice(0, MAX_TITLE),
      body: input.body?.slice(0, MAX_BODY) ?? null,
    })
    .returning();
  const notification = presentNotification(row);
  await ctx.realtime.publish(`user:${input.userId}`, { type: StreamEvent.Notification, data: notification }, tx);
  return notification;
}
