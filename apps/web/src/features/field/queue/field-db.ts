import type { FieldMessage } from '@securite/domain/field/field-schemas';
import Dexie, { type EntityTable } from 'dexie';

/**
 * A field message waiting on the phone (spec 000 section 3, Queued event message). `seq` keeps the order they
 * were made in; they are sent strictly in that order. Unsent ones have consumed 0 and skipped 0.
 */
export interface QueuedMessage {
  seq?: number;
  uuid: string;
  agencyId: string;
  serviceId: string;
  body: FieldMessage;
  consumed: 0 | 1;
  skipped: 0 | 1;
  createdAt: string;
  /** The last refusal or failure, in French, shown in the « non transmis » list. */
  lastError: string | null;
}

export class FieldDatabase extends Dexie {
  messages!: EntityTable<QueuedMessage, 'seq'>;

  constructor(name = 'securite-terrain') {
    super(name);
    this.version(1).stores({ messages: '++seq, &uuid, [consumed+skipped], serviceId' });
  }
}

let shared: FieldDatabase | null = null;

/** The phone's field database (IndexedDB): it survives a reload, a closed tab and a restarted phone. */
export function fieldDatabase(): FieldDatabase {
  shared ??= new FieldDatabase();
  return shared;
}
