import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Tx } from '../db/client.ts';
import { jobs } from '../db/schema/platform.ts';

export type JobHandler = (payload: Record<string, unknown>, job: { id: number; attempts: number }) => Promise<void>;

export interface EnqueueOptions {
  runAt?: Date;
  /** A job with the same key is enqueued once (daily jobs, one mail per event). */
  uniqueKey?: string;
  maxAttempts?: number;
  /** Enqueue inside the caller's transaction, so the job exists only if the change commits. */
  tx?: Tx;
}

export interface JobQueue {
  register(queue: string, handler: JobHandler): void;
  enqueue(queue: string, payload: Record<string, unknown>, options?: EnqueueOptions): Promise<void>;
  /** Claims and runs due jobs until none is left; returns how many ran. Tests call it directly. */
  drain(): Promise<number>;
  start(pollMs?: number): Promise<void>;
  stop(): Promise<void>;
}

const LOCK_TIMEOUT = sql`interval '5 minutes'`;

/** A PostgreSQL-backed queue: rows claimed with FOR UPDATE SKIP LOCKED, retried with backoff, woken by NOTIFY. */
export function createJobQueue(database: Database, log: Logger): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const workerId = `${hostname()}:${process.pid}`;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = false;
  let unlisten: (() => Promise<void>) | undefined;
  let draining: Promise<number> | null = null;

  async function claim() {
    const queues = [...handlers.keys()];
    if (queues.length === 0) return null;
    const rows = await database.db.execute<{
      id: number;
      queue: string;
      payload: Record<string, unknown>;
      attempts: number;
      max_attempts: number;
    }>(sql`
      update jobs set locked_at = now(), locked_by = ${workerId}, attempts = attempts + 1
      where id = (
        select id from jobs
        where done_at is null and failed_at is null and run_at <= now()
          and (locked_at is null or locked_at < now() - ${LOCK_TIMEOUT})
          and queue in (${sql.join(
            queues.map((q) => sql`${q}`),
            sql`, `,
          )})
        order by run_at, id
        limit 1
        for update skip locked
      )
      returning id, queue, payload, attempts, max_attempts`);
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Array<{
      id: number;
      queue: string;
      payload: Record<string, unknown>;
      attempts: number;
      max_attempts: number;
    }>;
    return list[0] ?? null;
  }

  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    const handler = handlers.get(job.queue);
    const id = Number(job.id);
    try {
      await handler!(job.payload, { id, attempts: job.attempts });
      await database.db.update(jobs).set({ doneAt: new Date(), lockedAt: null }).where(eq(jobs.id, id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = job.attempts >= job.max_attempts;
      log.warn({ job: id, queue: job.queue, attempts: job.attempts, err: message }, 'job failed');
      const backoffSeconds = Math.min(2 ** job.attempts * 5, 3600);
      await database.db
        .update(jobs)
        .set({
          lockedAt: null,
          lastError: message.slice(0, 2000),
          failedAt: final ? new Date() : null,
          runAt: final ? undefined : new Date(Date.now() + backoffSeconds * 1000),
        })
        .where(and(eq(jobs.id, id)));
    }
    return true;
  }

  async function drainNow(): Promise<number> {
    let count = 0;
    while (!stopped && (await runOne())) count++;
    return count;
  }

  const queue: JobQueue = {
    register(name, handler) {
      handlers.set(name, handler);
    },
    async enqueue(name, payload, options = {}) {
      const db = options.tx ?? database.db;
      await db
        .insert(jobs)
        .values({
          queue: name,
          payload,
          runAt: options.runAt ?? new Date(),
          uniqueKey: options.uniqueKey ?? null,
          maxAttempts: options.maxAttempts ?? 5,
        })
        .onConflictDoNothing({ target: jobs.uniqueKey });
      if (running) await database.notify('jobs', name).catch(() => {});
    },
    drain() {
      // One drain at a time in this process; other processes are kept apart by SKIP LOCKED.
      draining ??= drainNow().finally(() => {
        draining = null;
      });
      return draining;
    },
    async start(pollMs = 2000) {
      running = true;
      stopped = false;
      const tick = () => {
        void queue.drain().catch((error) => log.error({ err: error }, 'job loop failed'));
      };
      unlisten = await database.listen('jobs', tick);
      timer = setInterval(tick, pollMs);
      tick();
    },
    async stop() {
      stopped = true;
      running = false;
      if (timer) clearInterval(timer);
      await unlisten?.().catch(() => {});
      await draining?.catch(() => 0);
    },
  };
  return queue;
}
