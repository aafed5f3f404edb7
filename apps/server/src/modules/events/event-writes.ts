import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import type { EventAttachmentInput } from '@securite/domain/events/event-field-payload';
import { eventMessages as texts } from '@securite/domain/events/event-messages';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { serviceEventMessages, serviceEvents } from '../../db/schema/events.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { appendChainEntry } from './event-chain-store.ts';
import { publishEventChange } from './publish-event-change.ts';
import { storeEventFiles } from './store-event-files.ts';

export type EventRow = typeof serviceEvents.$inferSelect;

/** Who writes and when: the entry's uuid (the queued message's), the author, the phone's and the server's times. */
export interface WriteStamp {
  entryId: string;
  userId: string;
  membershipId: string | null;
  deviceAt: Date;
  receivedAt: Date;
}

/** A live event of the agency, locked for a change (404 'Impossible de trouver la main courante' otherwise). */
export async function lockEvent(tx: Tx, agencyId: string, eventId: string): Promise<EventRow> {
  const [row] = await tx
    .select()
    .from(serviceEvents)
    .where(and(eq(serviceEvents.id, eventId), inAgency(serviceEvents, agencyId)))
    .for('update');
  if (!row || row.deletedAt) throw notFound(texts.notFound);
  return row;
}

/** Adds a message (text and attachments) to an event, and its entry to the site's chain. */
export async function addEventMessage(
  ctx: AppContext,
  tx: Tx,
  event: EventRow,
  input: { messageId: string; content: string | null; attachments: readonly EventAttachmentInput[] },
  stamp: WriteStamp,
  stored: (key: string) => void,
): Promise<void> {
  const attachments = await storeEventFiles(
    ctx,
    tx,
    { agencyId: event.agencyId, eventId: event.id, at: stamp.deviceAt, attachments: input.attachments },
    stored,
  );
  const content = input.content?.trim() || null;
  const [inserted] = await tx
    .insert(serviceEventMessages)
    .values({
      id: input.messageId,
      agencyId: event.agencyId,
      eventId: event.id,
      authorUserId: stamp.userId,
      authorMembershipId: stamp.membershipId,
      content,
      attachments,
      deviceAt: stamp.deviceAt,
      receivedAt: stamp.receivedAt,
    })
    .onConflictDoNothing({ target: serviceEventMessages.id })
    .returning({ id: serviceEventMessages.id });
  // The message's uuid is already taken (by another message): nothing is saved under it.
  if (!inserted) throw new AppError(ErrorCode.IdempotencyMismatch, messages.idempotencyMismatch);
  await appendChainEntry(tx, {
    agencyId: event.agencyId,
    siteId: event.siteId,
    eventId: event.id,
    entryId: stamp.entryId,
    messageId: input.messageId,
    kind: 'create',
    typeKey: null,
    content,
    attachments,
    authorUserId: stamp.userId,
    deviceAt: stamp.deviceAt,
    receivedAt: stamp.receivedAt,
  });
  await publishEventChange(ctx, tx, { agencyId: event.agencyId, eventId: event.id, siteId: event.siteId });
}

/**
 * Edits (new text) or deletes (soft) one's own message: the message row reads the change, the chain keeps an
 * entry for it, so the earlier versions stay. Another's message is refused; a deleted one is gone.
 */
export async function changeEventMessage(
  ctx: AppContext,
  tx: Tx,
  event: EventRow,
  input: { messageId: string; content: string | null; kind: 'edit' | 'delete' },
  stamp: WriteStamp,
): Promise<void> {
  const mine = and(eq(serviceEventMessages.id, input.messageId), inAgency(serviceEventMessages, event.agencyId));
  const [message] = await tx.select().from(serviceEventMessages).where(mine).for('update');
  if (!message || message.eventId !== event.id) throw notFound(texts.messageNotFound);
  if (message.deletedAt) throw new AppError(ErrorCode.Conflict, texts.messageDeleted);
  if (message.authorUserId !== stamp.userId) throw new AppError(ErrorCode.Forbidden, texts.notYourMessage);
  const content = input.kind === 'edit' ? input.content?.trim() || null : null;
  await tx
    .update(serviceEventMessages)
    .set(input.kind === 'edit' ? { content, editedAt: stamp.deviceAt } : { deletedAt: stamp.deviceAt })
    .where(mine);
  await appendChainEntry(tx, {
    agencyId: event.agencyId,
    siteId: event.siteId,
    eventId: event.id,
    entryId: stamp.entryId,
    messageId: input.messageId,
    kind: input.kind,
    typeKey: null,
    content,
    attachments: [],
    authorUserId: stamp.userId,
    deviceAt: stamp.deviceAt,
    receivedAt: stamp.receivedAt,
  });
  await publishEventChange(ctx, tx, { agencyId: event.agencyId, eventId: event.id, siteId: event.siteId });
}
