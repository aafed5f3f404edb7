import { eventTypeLabel } from '@securite/domain/events/event-types';
import type { ServiceEventType } from '@securite/domain/events/service-event-types';
import { useEffect, useState } from 'react';
import { useExternalStore } from '../../api/external-store.ts';
import { type EventDisplay, type EventMessageDisplay, useEvent } from '../events/public.ts';
import { queueVersionStore } from './field-runtime.ts';
import { fieldDatabase, type QueuedMessage } from './queue/field-db.ts';

const photosOf = (message: QueuedMessage) =>
  (message.body.event?.attachments ?? []).map((a) => a.dataUrl).filter((url) => url.startsWith('data:image/'));

/** The event as the phone's queue made it, when the server cannot tell (offline, or not received yet). */
function fromQueue(create: QueuedMessage, types: readonly ServiceEventType[], siteName: string): EventDisplay {
  const { body } = create;
  const typeKey = body.event?.typeKey ?? '';
  return {
    id: body.event?.eventId ?? '',
    typeKey,
    typeLabel: eventTypeLabel(types, typeKey),
    description: body.event?.description ?? null,
    attachments: [],
    localPhotos: photosOf(create),
    site: { id: '', name: siteName },
    service: null,
    agent: null,
    location: null,
    createdAt: body.deviceAt,
    receivedAt: body.deviceAt,
    deletedAt: null,
    messages: [],
    unsent: !create.consumed,
  };
}

/** The phone's user, the author of what its queue holds. */
export interface QueueAuthor {
  id: string;
  name: string;
}

/** What the queue still holds for the event applied over what the server said (each marked « non transmis »). */
function applyQueued(base: EventDisplay, queued: readonly QueuedMessage[], me: QueueAuthor | null): EventDisplay {
  const messages: EventMessageDisplay[] = base.messages.map((m) => ({ ...m }));
  for (const item of queued) {
    if (item.consumed) continue;
    const { body } = item;
    const messageId = body.event?.messageId;
    const known = messages.find((m) => m.id === messageId);
    if (body.type === 'event.message' && messageId && !known) {
      messages.push({
        id: messageId,
        content: body.event?.content ?? null,
        attachments: [],
        localPhotos: photosOf(item),
        author: me,
        deviceAt: body.deviceAt,
        receivedAt: body.deviceAt,
        editedAt: null,
        deletedAt: null,
        history: [],
        mine: true,
        unsent: true,
      });
    } else if (body.type === 'event.message.edit' && known) {
      Object.assign(known, { content: body.event?.content ?? null, editedAt: body.deviceAt, unsent: true });
    } else if (body.type === 'event.message.delete' && known) {
      Object.assign(known, { deletedAt: body.deviceAt, content: null, unsent: true });
    }
  }
  return { ...base, messages };
}

/**
 * An event on the agent's phone: the server's view when it answers, else the one its queue made, with what is
 * still queued shown on top, so that it reads the same offline. `gone` when neither knows it.
 */
export function useFieldEvent(
  agencyId: string,
  eventId: string,
  types: readonly ServiceEventType[],
  siteName: string,
  me: QueueAuthor | null = null,
) {
  const version = useExternalStore(queueVersionStore);
  const [queued, setQueued] = useState<QueuedMessage[] | null>(null);
  const server = useEvent(agencyId, eventId);
  const { refetch } = server;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` counts the queue's changes; it is what re-reads it.
  useEffect(() => {
    let live = true;
    void fieldDatabase()
      .messages.orderBy('seq')
      .filter((m) => m.body.event?.eventId === eventId && !m.skipped)
      .toArray()
      .then((rows) => {
        if (!live) return;
        setQueued(rows);
        // What the queue sent since shows once the server has it.
        if (rows.every((row) => row.consumed)) void refetch();
      });
    return () => {
      live = false;
    };
  }, [eventId, version, refetch]);

  const create = queued?.find((m) => m.body.type === 'event.create');
  const base: EventDisplay | null = server.data ?? (create ? fromQueue(create, types, siteName) : null);
  const loading = queued === null || (server.isLoading && !create);
  return {
    event: base && queued ? applyQueued(base, queued, me) : null,
    loading,
    gone: !loading && !base && server.isError,
  };
}
