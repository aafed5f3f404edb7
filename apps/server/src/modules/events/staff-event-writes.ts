import { randomUUID } from 'node:crypto';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { eventMessages as texts } from '@securite/domain/events/event-messages';
import type { StaffEventMessage } from '@securite/domain/events/event-schemas';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { serviceEventMessages, serviceEvents } from '../../db/schema/events.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { appendChainEntry } from './event-chain-store.ts';
import { addEventMessage, lockEvent } from './event-writes.ts';
import { publishEventChange } from './publish-event-change.ts';

/**
 * POST {agency}/event: staff add a message to an event. The message's uuid makes a retry harmless: the same uuid
 * with the same text is answered again, with another text refused (422), changing nothing.
 */
export async function addStaffMessage(ctx: AppContext, tenant: TenantContext, body: StaffEventMessage): Promise<void> {
  const agencyId = tenant.agency.id;
  const content = body.message.content?.trim() || null;
  const attachments = body.message.attachments ?? [];
  if (!content && attachments.length === 0) {
    throw new AppError(ErrorCode.Validation, texts.messageRequired, {
      errors: { 'message.content': texts.messageRequired },
    });
  }
  const keys: string[] = [];
  await ctx.db
    .transaction(async (tx) => {
      const event = await lockEvent(tx, agencyId, body.id);
      const [seen] = await tx
        .select()
        .from(serviceEventMessages)
        .where(and(eq(serviceEventMessages.id, body.message.uuid), inAgency(serviceEventMessages, agencyId)));
      if (seen) {
        const same = seen.eventId === event.id && seen.authorUserId === tenant.actor.userId && seen.content === content;
        if (!same) throw new AppError(ErrorCode.IdempotencyMismatch, messages.idempotencyMismatch);
        return;
      }
      const now = new Date();
      const stamp = {
        entryId: body.message.uuid,
        userId: tenant.actor.userId,
        membershipId: tenant.membership?.id ?? null,
        deviceAt: now,
        receivedAt: now,
      };
      await addEventMessage(ctx, tx, event, { messageId: body.message.uuid, content, attachments }, stamp, (key) =>
        keys.push(key),
      );
    })
    .catch(async (error: unknown) => {
      await Promise.all(keys.map((key) => ctx.files.delete(key).catch(() => undefined)));
      throw error;
    });
}

/** DELETE {agency}/event/{id}: staff delete an event (soft: it stays, marked, in the chain). Again: no change. */
export async function deleteEvent(ctx: AppContext, tenant: TenantContext, id: string): Promise<void> {
  const agencyId = tenant.agency.id;
  await ctx.db.transaction(async (tx) => {
    const [event] = await tx
      .select()
      .from(serviceEvents)
      .where(and(eq(serviceEvents.id, id), inAgency(serviceEvents, agencyId)))
      .for('update');
    if (!event) await lockEvent(tx, agencyId, id);
    if (!event || event.deletedAt) return;
    const now = new Date();
    await tx
      .update(serviceEvents)
      .set({ deletedAt: now })
      .where(and(inAgency(serviceEvents, agencyId), eq(serviceEvents.id, event.id)));
    await appendChainEntry(tx, {
      agencyId,
      siteId: event.siteId,
      eventId: event.id,
      entryId: randomUUID(),
      messageId: null,
      kind: 'delete',
      typeKey: null,
      content: null,
      attachments: [],
      authorUserId: tenant.actor.userId,
      deviceAt: now,
      receivedAt: now,
    });
    await publishEventChange(ctx, tx, { agencyId, eventId: event.id, siteId: event.siteId });
  });
}
