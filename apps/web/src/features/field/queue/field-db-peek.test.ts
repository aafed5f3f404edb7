import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { FieldDatabase } from './field-db.ts';
import { peekFieldDatabase } from './field-db-peek.ts';
import { enqueue } from './field-queue.ts';

const body = (n: number) => ({
  uuid: `0000000${n}-0000-4000-8000-000000000000`,
  type: 'break.start' as const,
  serviceId: 'service-1',
  deviceAt: '2026-11-25T21:00:00Z',
});

describe('peekFieldDatabase (the root route, without Dexie)', () => {
  it('finds nothing on a phone without the database, and leaves Dexie to create it as usual', async () => {
    expect(await peekFieldDatabase('peek-new')).toEqual({ services: [], messages: [] });
    const db = new FieldDatabase('peek-new');
    await enqueue(db, 'agence-demo', body(1));
    expect(await db.messages.count()).toBe(1);
    db.close();
  });

  it('reads the snapshots and every message in the order they were made', async () => {
    const db = new FieldDatabase('peek-full');
    await db.services.put({
      id: 'service-1',
      agencyId: 'agence-demo',
      agentId: 'membre-agent',
      siteName: 'Entrepôt',
      startAt: '2026-11-25T20:00:00Z',
      endAt: '2026-11-25T23:00:00Z',
      isCircuit: false,
      status: 1,
      realStartAt: null,
      realEndAt: null,
    });
    for (const n of [3, 1, 2]) await enqueue(db, 'agence-demo', body(n));
    const rows = await peekFieldDatabase('peek-full');
    expect(rows.services.map((s) => s.id)).toEqual(['service-1']);
    expect(rows.messages.map((m) => m.uuid.slice(0, 8))).toEqual(['00000003', '00000001', '00000002']);
    // Dexie keeps working beside it (the peek's connection is closed).
    await db.messages.clear();
    expect(await db.messages.count()).toBe(0);
    db.close();
  });
});
