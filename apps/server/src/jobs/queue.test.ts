import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { jobs } from '../db/schema/platform.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { createJobQueue, defaultBackoffSeconds } from './queue.ts';

const log = pino({ level: 'silent' });
let database: Database;
/** A second connection to the same database when on PostgreSQL, like a second server process. */
let second: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase();
  database = opened.database;
  drop = opened.drop;
  // PGlite is one connection in this process: both queues share it, which still proves the claim logic.
  second = opened.url ? await openDatabase({ databaseUrl: opened.url }) : database;
});
afterAll(async () => {
  if (second !== database) await second.close();
  await drop();
});

const jobRow = async (queue: string) => (await database.db.select().from(jobs).where(eq(jobs.queue, queue)))[0];

/** Makes a job due now without waiting for its backoff. */
const makeDue = (queue: string) =>
  database.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.queue, queue));

const secondsUntilRun = async (queue: string) => {
  const result = await database.db.execute<{ s: number }>(
    sql`select extract(epoch from run_at - now())::float8 as s from jobs where queue = ${queue}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: Array<{ s: number }> }).rows) as Array<{
    s: number;
  }>;
  return Number(rows[0].s);
};

describe('job queue', () => {
  it('runs a job once, with its payload', async () => {
    const queue = createJobQueue(database, log);
    const seen: unknown[] = [];
    queue.register('test.once', async (payload) => {
      seen.push(payload);
    });
    await queue.enqueue('test.once', { n: 1 });
    expect(await queue.drain()).toBe(1);
    expect(await queue.drain()).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    const row = await jobRow('test.once');
    expect(row.doneAt).not.toBeNull();
    expect(row.attempts).toBe(1);
  });

  it('enqueues many jobs in one call, each key once, more than one insert holds', async () => {
    const queue = createJobQueue(database, log);
    const seen: number[] = [];
    queue.register('test.many', async (payload) => {
      seen.push(Number(payload.n));
    });
    const items = Array.from({ length: 1203 }, (_, n) => ({ payload: { n }, uniqueKey: `test.many:${n}` }));
    await queue.enqueueMany('test.many', items);
    // The same keys again, and one new: only the new one is added.
    await queue.enqueueMany('test.many', [
      ...items.slice(0, 10),
      { payload: { n: 5000 }, uniqueKey: 'test.many:5000' },
    ]);
    await queue.enqueueMany('test.many', []);
    expect(await queue.drain()).toBe(1204);
    expect(seen.sort((x, y) => x - y)).toEqual([...items.map((_, n) => n), 5000]);
  });

  it('leaves jobs of unknown queues and future jobs alone', async () => {
    const queue = createJobQueue(database, log);
    let runs = 0;
    queue.register('test.later', async () => {
      runs++;
    });
    await queue.enqueue('test.nobody', {});
    await queue.enqueue('test.later', {}, { runAt: new Date(Date.now() + 3600_000) });
    expect(await queue.drain()).toBe(0);
    await makeDue('test.later');
    expect(await queue.drain()).toBe(1);
    expect(runs).toBe(1);
    expect((await jobRow('test.nobody')).attempts).toBe(0);
  });

  it('retries a failing job with a growing backoff, then marks it failed after maxAttempts', async () => {
    const queue = createJobQueue(database, log);
    let attempts = 0;
    queue.register('test.failing', async () => {
      attempts++;
      throw new Error(`panne ${attempts}`);
    });
    await queue.enqueue('test.failing', {}, { maxAttempts: 3 });

    let previousDelay = 0;
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect(await queue.drain()).toBe(1);
      const row = await jobRow('test.failing');
      expect(row).toMatchObject({ attempts: attempt, failedAt: null, doneAt: null, lastError: `panne ${attempt}` });
      const delay = await secondsUntilRun('test.failing');
      expect(delay).toBeGreaterThan(defaultBackoffSeconds(attempt) - 5);
      expect(delay).toBeLessThanOrEqual(defaultBackoffSeconds(attempt));
      expect(delay).toBeGreaterThan(previousDelay);
      previousDelay = delay;
      // Not due yet: a drain right away does nothing.
      expect(await queue.drain()).toBe(0);
      await makeDue('test.failing');
    }

    expect(await queue.drain()).toBe(1);
    const failed = await jobRow('test.failing');
    expect(failed.attempts).toBe(3);
    expect(failed.failedAt).not.toBeNull();
    expect(failed.lastError).toBe('panne 3');
    await makeDue('test.failing');
    expect(await queue.drain()).toBe(0);
    expect(attempts).toBe(3);
  });

  it('completes a job that succeeds on a retry', async () => {
    const queue = createJobQueue(database, log, { backoffSeconds: () => 0 });
    let calls = 0;
    queue.register('test.flaky', async (_payload, job) => {
      calls++;
      if (job.attempts < 2) throw new Error('pas encore');
    });
    await queue.enqueue('test.flaky', {});
    expect(await queue.drain()).toBe(2);
    expect(calls).toBe(2);
    const row = await jobRow('test.flaky');
    expect(row.doneAt).not.toBeNull();
    expect(row.failedAt).toBeNull();
  });

  it('enqueues a job with a unique key once', async () => {
    const queue = createJobQueue(database, log);
    let runs = 0;
    queue.register('test.unique', async () => {
      runs++;
    });
    await queue.enqueue('test.unique', { a: 1 }, { uniqueKey: 'rappel:2025-01-01' });
    await queue.enqueue('test.unique', { a: 2 }, { uniqueKey: 'rappel:2025-01-01' });
    await queue.drain();
    // Even once done, the key stays taken: a daily job keyed by its date runs once that day.
    await queue.enqueue('test.unique', { a: 3 }, { uniqueKey: 'rappel:2025-01-01' });
    await queue.drain();
    expect(runs).toBe(1);
    expect(await database.db.select().from(jobs).where(eq(jobs.queue, 'test.unique'))).toHaveLength(1);
  });

  it('enqueues inside a transaction only if it commits', async () => {
    const queue = createJobQueue(database, log);
    await database.db
      .transaction(async (tx) => {
        await queue.enqueue('test.rollback', {}, { tx });
        throw new Error('rollback');
      })
      .catch(() => {});
    expect(await jobRow('test.rollback')).toBeUndefined();
  });

  it('never runs a job twice when two queues drain the same database at once', async () => {
    const ran: number[] = [];
    const byQueue = [0, 0];
    const queues = [createJobQueue(database, log), createJobQueue(second, log)];
    queues.forEach((queue, index) => {
      queue.register('test.shared', async (_payload, job) => {
        ran.push(job.id);
        byQueue[index]++;
        // Long enough for the other queue to try claiming meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
    });
    for (let i = 0; i < 40; i++) await queues[0].enqueue('test.shared', { i });
    const counts = await Promise.all(queues.map((queue) => queue.drain()));
    expect(counts[0] + counts[1]).toBe(40);
    expect(ran).toHaveLength(40);
    expect(new Set(ran).size).toBe(40);
    expect(byQueue).toEqual(counts);
    const rows = await database.db.select().from(jobs).where(eq(jobs.queue, 'test.shared'));
    expect(rows.every((row) => row.attempts === 1 && row.doneAt !== null)).toBe(true);
  });

  it('wakes the workers for a job due now, not for a job due later (the poll finds it then)', async () => {
    const woken: string[] = [];
    const unlisten = await second.listen('jobs', (payload) => woken.push(payload));
    try {
      const queue = createJobQueue(database, log);
      await queue.enqueue('test.later-wake', {}, { runAt: new Date(Date.now() + 600_000) });
      await queue.enqueue('test.now-wake', {});
      await vi.waitFor(() => expect(woken).toContain('test.now-wake'));
      expect(woken).not.toContain('test.later-wake');
    } finally {
      await unlisten();
    }
  });

  it('takes a job again once the lock of a worker that died has expired, and not before', async () => {
    // A worker that claimed the job and was killed before marking it done or failed: its lock stays.
    await database.db.insert(jobs).values({ queue: 'test.orphan', payload: { n: 7 } });
    await database.db
      .update(jobs)
      .set({ lockedAt: sql`now()`, lockedBy: 'dead-host:4242:0000', attempts: 1 })
      .where(eq(jobs.queue, 'test.orphan'));
    const seen: Array<{ payload: unknown; attempts: number }> = [];
    const survivor = createJobQueue(second, log, { lockTimeoutSeconds: 60 });
    survivor.register('test.orphan', async (payload, job) => {
      seen.push({ payload, attempts: job.attempts });
    });
    expect(await survivor.drain()).toBe(0);
    // The lock is now older than the timeout.
    await database.db
      .update(jobs)
      .set({ lockedAt: sql`now() - interval '61 seconds'` })
      .where(eq(jobs.queue, 'test.orphan'));
    expect(await survivor.drain()).toBe(1);
    expect(seen).toEqual([{ payload: { n: 7 }, attempts: 2 }]);
    const row = await jobRow('test.orphan');
    expect(row.doneAt).not.toBeNull();
    expect(row.lockedBy).not.toBe('dead-host:4242:0000');
  });

  it('wakes a started queue through NOTIFY, without waiting for the poll', async () => {
    const worker = createJobQueue(second, log);
    const producer = createJobQueue(database, log);
    const done = new Promise<unknown>((resolve) => worker.register('test.wake', async (payload) => resolve(payload)));
    await worker.start(60_000);
    try {
      await producer.enqueue('test.wake', { hello: 'monde' });
      const payload = await Promise.race([
        done,
        new Promise((_, reject) => setTimeout(() => reject(new Error('not woken')), 5000)),
      ]);
      expect(payload).toEqual({ hello: 'monde' });
    } finally {
      await worker.stop();
    }
  });
});
