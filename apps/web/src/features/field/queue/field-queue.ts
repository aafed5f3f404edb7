import type { FieldMessage } from '@securite/domain/field/field-schemas';
import type { FieldDatabase, QueuedMessage } from './field-db.ts';

/** Puts a message made on the phone at the end of the queue, unsent. */
export async function enqueue(db: FieldDatabase, agencyId: string, body: FieldMessage): Promise<QueuedMessage> {
  const row: QueuedMessage = {
    uuid: body.uuid,
    agencyId,
    serviceId: body.serviceId,
    body,
    consumed: 0,
    skipped: 0,
    createdAt: new Date().toISOString(),
    lastError: null,
  };
  row.seq = await db.messages.add(row);
  return row;
}

/**
 * Reads the phone's services and messages as one snapshot (an IndexedDB read transaction): the sync marks a message
 * consumed and stores the server's answer in one write, and a screen that read them apart could see the message gone
 * and the answer not yet there (a stop « À visiter » again for an instant). Only IndexedDB work may be awaited in it.
 */
export function readTogether<T>(db: FieldDatabase, read: () => Promise<T>): Promise<T> {
  return db.transaction('r', db.services, db.messages, read);
}

/** The messages still to send, in the order they were made. */
export function unsent(db: FieldDatabase): Promise<QueuedMessage[]> {
  return db.messages.where('[consumed+skipped]').equals([0, 0]).sortBy('seq');
}

/** The messages the agent chose to skip after a refusal: never dropped silently, listed as « non transmis ». */
export function skipped(db: FieldDatabase): Promise<QueuedMessage[]> {
  return db.messages.where('[consumed+skipped]').equals([0, 1]).sortBy('seq');
}

/** Whether a service still has messages the server has not had (its actions then wait for the sync). */
export async function hasUnsent(db: FieldDatabase, serviceId: string): Promise<boolean> {
  const rows = await db.messages.where('serviceId').equals(serviceId).toArray();
  return rows.some((row) => row.consumed === 0 && row.skipped === 0);
}
