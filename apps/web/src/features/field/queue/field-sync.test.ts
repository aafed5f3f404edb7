import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import type { FieldMessage } from '@securite/domain/field/field-schemas';
import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { FieldDatabase, type QueuedMessage } from './field-db.ts';
import { enqueue, hasUnsent, readTogether, skipped, unsent } from './field-queue.ts';
import { createFieldSync, type SyncState } from './field-sync.ts';

const serviceId = randomUUID();
const message = (type: string, minute: number): FieldMessage =>
  ({
    uuid: randomUUID(),
    type,
    serviceId,
    deviceAt: `2026-11-24T08:${String(minute).padStart(2, '0')}:00Z`,
  }) as FieldMessage;

async function queueOf(...types: string[]) {
  const db = new FieldDatabase(`test-${randomUUID()}`);
  for (const [i, type] of types.entries()) await enqueue(db, 'agence', message(type, i));
  return db;
}

const offline = () => new ApiError(0, 'NETWORK_ERROR', 'Pas de réseau');

describe('the field queue', () => {
  it('keeps messages unsent in the order they were made, and survives reopening the database', async () => {
    const db = await queueOf('service.start', 'break.start', 'break.end');
    const reopened = new FieldDatabase(db.name);
    expect((await unsent(reopened)).map((m) => m.body.type)).toEqual(['service.start', 'break.start', 'break.end']);
    expect(await hasUnsent(reopened, serviceId)).toBe(true);
  });

  it('sends strictly in order and marks each consumed on the server’s answer', async () => {
    const db = await queueOf('service.start', 'break.start', 'break.end', 'service.end');
    const sent: string[] = [];
    const states: SyncState[] = [];
    const sync = createFieldSync({
      db,
      send: async (m) => {
        sent.push(m.body.type);
        return { ok: true };
      },
      askSkip: async () => false,
      onState: (s) => states.push(s),
    });
    await sync.drain();
    expect(sent).toEqual(['service.start', 'break.start', 'break.end', 'service.end']);
    expect(await unsent(db)).toEqual([]);
    expect(await hasUnsent(db, serviceId)).toBe(false);
    expect(states.at(-1)).toBe('idle');
    expect(states).toContain('sending');
  });

  it('marks a message consumed and stores the server’s answer in one write: no screen reads one without the other', async () => {
    const db = await queueOf('service.start');
    await db.services.put({
      id: serviceId,
      agencyId: 'agence',
      agentId: 'agent',
      siteName: 'Site',
      title: null,
      startAt: '2026-11-24T08:00:00Z',
      endAt: '2026-11-24T16:00:00Z',
      isCircuit: false,
      status: 0,
      realStartAt: null,
      realEndAt: null,
    });
    // A screen re-reads while the answer is being stored (its read starts before the snapshot's update).
    const seen = async () => {
      const [snapshot, queued] = await readTogether(db, () => Promise.all([db.services.get(serviceId), unsent(db)]));
      return { status: snapshot?.status, unsent: queued.length };
    };
    let during: ReturnType<typeof seen> | undefined;
    // The screen's read starts the moment the message is marked consumed.
    db.messages.hook('updating', (changes) => {
      if ((changes as Partial<QueuedMessage>).consumed === 1) during ??= Dexie.ignoreTransaction(seen);
      return undefined;
    });
    const sync = createFieldSync({
      db,
      send: async () => ({ ok: true }),
      askSkip: async () => false,
      onSent: (m) => db.services.update(m.serviceId, { status: 1, realStartAt: '2026-11-24T08:01:00Z' }).then(() => {}),
    });
    await sync.drain();
    // Either the message still waits on the old status, or both changed: never consumed beside « planned ».
    expect(await during).toEqual({ status: 1, unsent: 0 });
  });

  it('retries the same message after 1, 2, 4… s (at most 60) while offline, then goes on in order', async () => {
    const db = await queueOf('service.start', 'break.start');
    let failures = 8;
    const sent: string[] = [];
    const sleep = vi.fn(async (_ms: number) => {});
    const sync = createFieldSync({
      db,
      send: async (m) => {
        if (failures-- > 0) throw offline();
        sent.push(m.body.type);
      },
      askSkip: async () => false,
      sleep,
    });
    await sync.drain();
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000]);
    expect(sent).toEqual(['service.start', 'break.start']);
  });

  it('asks whether to skip a refused message: skipped ones stay listed, a refusal to skip stops the drain', async () => {
    const db = await queueOf('service.start', 'break.start', 'break.end');
    const refusal = new ApiError(409, 'CONFLICT', 'Le service est terminé');
    const askSkip = vi.fn(async (m: QueuedMessage) => m.body.type === 'service.start');
    const sent: string[] = [];
    const sync = createFieldSync({
      db,
      send: async (m) => {
        if (m.body.type !== 'break.end') throw refusal;
        sent.push(m.body.type);
      },
      askSkip,
    });
    await sync.drain();
    expect(askSkip).toHaveBeenCalledTimes(2);
    expect(sync.state).toBe('failed');
    expect((await skipped(db)).map((m) => [m.body.type, m.lastError])).toEqual([
      ['service.start', 'Le service est terminé'],
    ]);
    // break.start was not skipped: it stays first, and break.end has not gone before it.
    expect((await unsent(db)).map((m) => m.body.type)).toEqual(['break.start', 'break.end']);
    expect(sent).toEqual([]);
  });

  it('stops without asking when signed out, and logs an unknown type as an error', async () => {
    const db = await queueOf('service.fly', 'service.start');
    const log = { error: vi.fn() };
    const askSkip = vi.fn(async () => true);
    const sync = createFieldSync({
      db,
      send: async () => {
        throw new ApiError(401, 'TOKEN_INVALID', 'Vous devez vous reconnecter');
      },
      askSkip,
      log,
    });
    await sync.drain();
    expect(log.error).toHaveBeenCalledWith('Message de terrain de type inconnu : service.fly');
    expect(askSkip).not.toHaveBeenCalled();
    expect(sync.state).toBe('failed');
    expect((await unsent(db)).map((m) => m.body.type)).toEqual(['service.start']);
  });

  it('joins a drain already under way instead of sending twice', async () => {
    const db = await queueOf('service.start');
    const send = vi.fn(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    const sync = createFieldSync({ db, send, askSkip: async () => false });
    await Promise.all([sync.drain(), sync.drain()]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('tries again at once when the network comes back, instead of waiting out the delay', async () => {
    const db = await queueOf('service.start');
    let online = false;
    const sync = createFieldSync({
      db,
      send: async () => {
        if (!online) throw offline();
      },
      askSkip: async () => false,
      // A wait that never ends by itself: only the nudge can end it.
      sleep: () => new Promise(() => {}),
    });
    const draining = sync.drain();
    await vi.waitFor(() => expect(sync.state).toBe('retrying'));
    online = true;
    await sync.nudge();
    await draining;
    expect(await unsent(db)).toEqual([]);
  });
});
