import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Db, Tx } from '../db/client.ts';
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
  /**
   * Enqueues many jobs of one queue, due now, in a few multi-row inserts and one wake-up (a morning's daily
   * reports: one job per site); a job whose key exists is left alone, as with enqueue.
   */
  enqueueMany(
    queue: string,
    items: ReadonlyArray<{ payload: Record<string, unknown>; uniqueKey?: string }>,
    options?: Pick<EnqueueOptions, 'maxAttempts' | 'tx'>,
  ): Promise<void>;
  /** Claims and runs due jobs until none is left; returns how many ran. Tests call it directly. */
  drain(): Promise<number>;
  start(pollMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * How long a claimed job stays its worker's: past it, the job is claimed again by any process. A worker killed in
 * the middle of a job (SIGKILL, a crash, a machine lost) never marks it done or failed; this is what brings it back.
 */
export const DEFAULT_LOCK_TIMEOUT_SECONDS = 300;
const CHANNEL = 'jobs';
/** Rows per insert of enqueueMany (each row binds five parameters; PostgreSQL takes 65,535 per statement). */
const ENQUEUE_CHUNK = 500;

/** How many times a job is tried unless its enqueue says otherwise. */
const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * Whether enqueueing a job due at `runAt` wakes the workers (NOTIFY): a job for later (a dead-man check after each
 * protection heartbeat) is left to the poll, since waking every worker for it would only make each run a claim that
 * finds nothing due.
 */
export const wakesWorkers = (runAt?: Date) => !runAt || runAt.getTime() <= Date.now() + 1000;

/**
 * A job for later written as part of a caller's own statement (WITH, see db/statement-parts.ts): the row enqueue
 * writes, a job with the same key left alone. Its values are bound from `${prefix}Queue`, `${prefix}Payload`,
 * `${prefix}RunAt` and `${prefix}Key` (laterJobValues). Only for a job that does not wake the workers (wakesWorkers).
 */
export function laterJobPart(db: Db, prefix: string) {
  const p = (name: string) => sql.placeholder(`${prefix}${name}`);
  return db.$with(`${prefix}_job`).as(
    db
      .insert(jobs)
      .values({
        queue: p('Queue'),
        payload: p('Payload'),
        runAt: p('RunAt'),
        uniqueKey: p('Key'),
        maxAttempts: DEFAULT_MAX_ATTEMPTS,
      })
      .onConflictDoNothing({ target: jobs.uniqueKey })
      .returning({ id: jobs.id }),
  );
}

/** The values laterJobPart binds. */
export function laterJobValues(
  prefix: string,
  queue: string,
  payload: Record<string, unknown>,
  options: { runAt: Date; uniqueKey: string },
): Record<string, unknown> {
  return {
    [`${prefix}Queue`]: queue,
    [`${prefix}Payload`]: payload,
    [`${prefix}RunAt`]: options.runAt,
    [`${prefix}Key`]: options.uniqueKey,
  };
}

/** Seconds before the next try of a job that failed its n-th attempt: 10 s, 20 s, 40 s… up to an hour. */
export const defaultBackoffSeconds = (attempts: number) => Math.min(2 ** Math.min(attempts, 20) * 5, 3600);

export interface JobQueueOptions {
  backoffSeconds?: (attempts: number) => number;
  /** DEFAULT_LOCK_TIMEOUT_SECONDS unless given (JOB_LOCK_TIMEOUT_SECONDS); longer than the slowest job. */
  lockTimeoutSeconds?: number;
}

/** A PostgreSQL-backed queue: rows claimed with FOR UPDATE SKIP LOCKED, retried with backoff, woken by NOTIFY. */
export function createJobQueue(database: Database, log: Logger, options: JobQueueOptions = {}): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const backoffSeconds = options.backoffSeconds ?? defaultBackoffSeconds;
  const lockTimeoutSeconds = options.lockTimeoutSeconds ?? DEFAULT_LOCK_TIMEOUT_SECONDS;
  // Unique per queue instance, so two queues in one process (tests, or a worker beside the server) are told apart.
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let unlisten: (() => Promise<void>) | undefined;
  let draining: Promise<number> | null = null;
  let wokenWhileDraining = false;

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
          and (locked_at is null or locked_at < now() - make_interval(secs => ${lockTimeoutSeconds}))
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
      await database.db
        .update(jobs)
        .set({ doneAt: sql`now()`, lockedAt: null })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId)));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = job.attempts >= job.max_attempts;
      log.warn({ job: id, queue: job.queue, attempts: job.attempts, err: message }, 'job failed');
      const delay = Math.max(0, Math.round(backoffSeconds(job.attempts)));
      // Times from the database clock, the one the claim compares run_at with.
      await database.db
        .update(jobs)
        .set({
          lockedAt: null,
          lastError: message.slice(0, 2000),
          failedAt: final ? sql`now()` : null,
          runAt: final ? undefined : sql`now() + make_interval(secs => ${delay})`,
        })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId)));
    }
    return true;
  }

  async function drainNow(): Promise<number> {
    let count = 0;
    do {
      wokenWhileDraining = false;
      while (!stopped && (await runOne())) count++;
      // A job enqueued just after the last empty claim would otherwise wait for the next poll.
    } while (wokenWhileDraining && !stopped);
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
          // Without a date, the database's now(): the claim compares with the database clock.
          ...(options.runAt ? { runAt: options.runAt } : {}),
          uniqueKey: options.uniqueKey ?? null,
          maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        })
        .onConflictDoNothing({ target: jobs.uniqueKey });
      // Through the same transaction: PostgreSQL delivers it at commit, when workers can see the row.
      // Sent whichever process enqueues, since the worker may be another one; not for a job for later.
      if (wakesWorkers(options.runAt)) await db.execute(sql`select pg_notify(${CHANNEL}, ${name})`);
    },
    async enqueueMany(name, items, options = {}) {
      if (items.length === 0) return;
      const db = options.tx ?? database.db;
      for (let start = 0; start < items.length; start += ENQUEUE_CHUNK) {
        await db
          .insert(jobs)
          .values(
            items.slice(start, start + ENQUEUE_CHUNK).map((item) => ({
              queue: name,
              payload: item.payload,
              uniqueKey: item.uniqueKey ?? null,
              maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
            })),
          )
          .onConflictDoNothing({ target: jobs.uniqueKey });
      }
      await db.execute(sql`select pg_notify(${CHANNEL}, ${name})`);
    },
    drain() {
      // One drain at a time in this process; other processes are kept apart by SKIP LOCKED.
      if (draining) {
        wokenWhileDraining = true;
        return draining;
      }
      draining = drainNow().finally(() => {
        draining = null;
      });
      return draining;
    },
    async start(pollMs = 2000) {
      stopped = false;
      const tick = () => {
        void queue.drain().catch((error) => log.error({ err: error }, 'job loop failed'));
      };
      unlisten = await database.listen(CHANNEL, tick);
      timer = setInterval(tick, pollMs);
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await unlisten?.().catch(() => {});
      await draining?.catch(() => 0);
    },
  };
  return queue;
}
