import type { FieldBriefing, FieldMessage } from '@securite/domain/field/field-schemas';
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

/** What the phone last knew of a service from the server, to show it again offline (after a reload too). */
export interface ServiceSnapshot {
  id: string;
  agencyId: string;
  /** The agent who took it on this device (a shared phone shows each agent their own). */
  agentId: string;
  siteName: string | null;
  startAt: string;
  endAt: string;
  isCircuit: boolean;
  /** The server's status and real times when last seen (the queued messages go on from there). */
  status: number;
  realStartAt: string | null;
  realEndAt: string | null;
  /** The site, its instructions and what the end asks, fetched when the service was taken (null if offline then). */
  briefing?: FieldBriefing | null;
  /** A stop of a tour: its circuit (each stop is a snapshot of its own, so the queue and sync treat it as any). */
  circuitId?: string | null;
  /** A tour's name; a stop's site address. */
  title?: string | null;
  siteAddress?: string | null;
}

export class FieldDatabase extends Dexie {
  messages!: EntityTable<QueuedMessage, 'seq'>;
  services!: EntityTable<ServiceSnapshot, 'id'>;

  constructor(name = 'securite-terrain') {
    super(name);
    this.version(1).stores({ messages: '++seq, &uuid, [consumed+skipped], serviceId', services: 'id, agencyId' });
  }
}

let shared: FieldDatabase | null = null;

/** The phone's field database (IndexedDB): it survives a reload, a closed tab and a restarted phone. */
export function fieldDatabase(): FieldDatabase {
  shared ??= new FieldDatabase();
  return shared;
}
