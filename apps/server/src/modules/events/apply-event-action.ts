import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import type { EventFieldAction } from '@securite/domain/events/event-actions';
import type { FieldEventPayload } from '@securite/domain/events/event-field-payload';
import { eventMessages as texts } from '@securite/domain/events/event-messages';
import type { Position } from '@securite/domain/field/field-schemas';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { serviceEvents } from '../../db/schema/events.ts';
import { roundExecutions } from '../../db/schema/round-executions.ts';
import { rounds } from '../../db/schema/rounds.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { appendChainEntry } from './event-chain-store.ts';
import { siteEventTypesOf } from './event-types-of.ts';
import { addEventMessage, changeEventMessage, lockEvent, type WriteStamp } from './event-writes.ts';
import { publishEventChange } from './publish-event-change.ts';
import { storeEventFiles } from './store-event-files.ts';

export interface EventActionInput {
  uuid: string;
  type: EventFieldAction;
  deviceAt: string;
  location?: Position | null;
  event: FieldEventPayload;
}

/**
 * The main courante part of a queued field message (event.create, event.message, event.message.edit,
 * event.message.delete), applied in the field message's transaction once the agent's service is locked and known
 * to be running (not ended, not on a break). Events are the agent's own: another's is 404. Returns the storage
 * keys written, to remove them if the transaction fails; the message keeps which files its attachments became.
 */
export async function applyEventAction(
  ctx: AppContext,
  tx: Tx,
  input: { tenant: TenantContext; agentId: string; service: { id: string; siteId: string | null }; receivedAt: Date },
  message: EventActionInput,
): Promise<string[]> {
  const keys: string[] = [];
  const agencyId = input.tenant.agency.id;
  const payload = message.event;
  const stamp: WriteStamp = {
    entryId: message.uuid,
    userId: input.tenant.actor.userId,
    membershipId: input.agentId,
    deviceAt: new Date(message.deviceAt),
    receivedAt: input.receivedAt,
  };
  try {
    if (message.type === 'event.create') {
      await createEvent(ctx, tx, { ...input, agencyId }, message, stamp, (key) => keys.push(key));
    } else {
      const event = await lockEvent(tx, agencyId, payload.eventId);
      if (event.agentId !== input.agentId) throw notFound(texts.notFound);
      const messageId = payload.messageId ?? '';
      if (message.type === 'event.message') {
        const content = payload.content ?? null;
        const attachments = payload.attachments ?? [];
        await addEventMessage(ctx, tx, event, { messageId, content, attachments }, stamp, (key) => keys.push(key));
      } else {
        const kind = message.type === 'event.message.edit' ? 'edit' : 'delete';
        await changeEventMessage(ctx, tx, event, { messageId, content: payload.content ?? null, kind }, stamp);
      }
    }
  } catch (error) {
    await Promise.all(keys.map((key) => ctx.files.delete(key).catch(() => undefined)));
    throw error;
  }
  // The queued message is kept without its bytes (in the file storage now).
  for (const attachment of payload.attachments ?? []) attachment.dataUrl = 'stored';
  return keys;
}

async function createEvent(
  ctx: AppContext,
  tx: Tx,
  input: { agencyId: string; agentId: string; service: { id: string; siteId: string | null } },
  message: EventActionInput,
  stamp: WriteStamp,
  stored: (key: string) => void,
): Promise<void> {
  const { agencyId, service } = input;
  const payload = message.event;
  const siteId = service.siteId;
  if (!siteId) throw new AppError(ErrorCode.Unprocessable, texts.noSite);
  const types = (await siteEventTypesOf(tx, agencyId, siteId)) ?? [];
  const typeKey = payload.typeKey ?? '';
  if (!types.some((type) => type.key === typeKey)) {
    throw new AppError(ErrorCode.Unprocessable, texts.unknownType, { errors: { 'event.typeKey': texts.unknownType } });
  }
  const round = await roundLinkOf(tx, agencyId, service.id, payload);
  const description = payload.description?.trim() || null;
  const location = message.location
    ? {
        latitude: message.location.latitude,
        longitude: message.location.longitude,
        accuracy: message.location.accuracy,
      }
    : null;
  const [inserted] = await tx
    .insert(serviceEvents)
    .values({
      id: payload.eventId,
      agencyId,
      siteId,
      serviceId: service.id,
      agentId: input.agentId,
      authorUserId: stamp.userId,
      typeKey,
      description,
      location,
      ...round,
      deviceAt: stamp.deviceAt,
      receivedAt: stamp.receivedAt,
    })
    .onConflictDoNothing({ target: serviceEvents.id })
    .returning({ id: serviceEvents.id });
  // The event's uuid is already another event's: nothing is saved under it.
  if (!inserted) throw new AppError(ErrorCode.IdempotencyMismatch, messages.idempotencyMismatch);
  const attachments = await storeEventFiles(
    ctx,
    tx,
    { agencyId, eventId: payload.eventId, at: stamp.deviceAt, attachments: payload.attachments ?? [] },
    stored,
  );
  if (attachments.length > 0) {
    await tx
      .update(serviceEvents)
      .set({ attachments })
      .where(and(inAgency(serviceEvents, agencyId), eq(serviceEvents.id, payload.eventId)));
  }
  await appendChainEntry(tx, {
    agencyId,
    siteId,
    eventId: payload.eventId,
    entryId: stamp.entryId,
    messageId: null,
    kind: 'create',
    typeKey,
    content: description,
    attachments,
    authorUserId: stamp.userId,
    deviceAt: stamp.deviceAt,
    receivedAt: stamp.receivedAt,
  });
  await publishEventChange(ctx, tx, { agencyId, eventId: payload.eventId, siteId });
}

/**
 * The round execution an event is logged during (« Signaler » on the round screen): one of this service's, and a
 * checkpoint of its round; anything else is refused (422), as the phone sends the round's start before.
 */
async function roundLinkOf(
  tx: Tx,
  agencyId: string,
  serviceId: string,
  payload: FieldEventPayload,
): Promise<{ roundExecutionId: string | null; checkpointId: string | null }> {
  if (!payload.roundExecutionId) return { roundExecutionId: null, checkpointId: null };
  const [execution] = await tx
    .select({ serviceId: roundExecutions.serviceId, checkpointIds: rounds.checkpointIds })
    .from(roundExecutions)
    .innerJoin(rounds, and(eq(rounds.id, roundExecutions.roundId), inAgency(rounds, agencyId)))
    .where(and(eq(roundExecutions.id, payload.roundExecutionId), inAgency(roundExecutions, agencyId)));
  const refuse = (message: string, field: string) =>
    new AppError(ErrorCode.Unprocessable, message, { errors: { [`event.${field}`]: message } });
  if (!execution || execution.serviceId !== serviceId) throw refuse(texts.roundNotFound, 'roundExecutionId');
  const checkpointId = payload.checkpointId ?? null;
  if (checkpointId && !execution.checkpointIds.includes(checkpointId)) {
    throw refuse(texts.roundNotFound, 'checkpointId');
  }
  return { roundExecutionId: payload.roundExecutionId, checkpointId };
}
