import { todayIn } from '@securite/domain/time/calendar-day';
import type { AppContext } from '../context.ts';
/** How often each process offers the daily jobs; the unique key keeps it to one run a day. */
export const SCHEDULE_INTERVAL_MS = 60 * 60 * 1000;

/** The day of the platform (Paris) that names a daily run. */
export const scheduleDay = (now: Date = new Date()) => todayIn('Europe/Paris', now);

/**
 * Enqueues each daily job for today with the key `${queue}:${YYYY-MM-DD}`: whichever process comes first
 * creates the row, every later offer that day (from any process, or after a restart) is a no-op.
 */
export async function enqueueDailyJobs(
  ctx: Pick<AppContext, 'jobs'>,
  dailyJobs: readonly string[],
  now: Date = new Date(),
): Promise<void> {
  const day = scheduleDay(now);
  for (const queue of dailyJobs) {
    await ctx.jobs.enqueue(queue, { day }, { uniqueKey: `${queue}:${day}` });
  }
}

/**
 * Starts the scheduler: daily jobs are offered at once and then every hour, so a process started at any time
 * (or a day that begins while it runs) gets them. Returns the stop function.
 */
export function startScheduler(
  ctx: Pick<AppContext, 'jobs' | 'log'>,
  dailyJobs: readonly string[],
  intervalMs = SCHEDULE_INTERVAL_MS,
): () => void {
  const tick = () => {
    void enqueueDailyJobs(ctx, dailyJobs).catch((error) => ctx.log.error({ err: error }, 'daily jobs not scheduled'));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The minute (UTC, `YYYY-MM-DDTHH:MM`) that names a minute job's run: instants, so the same in every zone. */
export const scheduleMinute = (now: Date = new Date()) =>
  new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString().slice(0, 16);

/**
 * Enqueues each minute job for this minute with the key `${queue}:${YYYY-MM-DDTHH:MM}`: whichever process comes
 * first creates the row, the others' offers are no-ops, and SKIP LOCKED gives the row to one worker.
 */
export async function enqueueMinuteJobs(
  ctx: Pick<AppContext, 'jobs'>,
  minuteJobs: readonly string[],
  now: Date = new Date(),
): Promise<void> {
  const minute = scheduleMinute(now);
  for (const queue of minuteJobs) {
    // One try: the next minute's run does the same work again.
    await ctx.jobs.enqueue(queue, { minute }, { uniqueKey: `${queue}:${minute}`, maxAttempts: 1 });
  }
}

/** A second into each minute, so that a deadline on the minute is seen in the minute it falls in. */
const msToNextMinute = (now: number) => 60_000 - (now % 60_000) + 1000;

/**
 * Starts the minute scheduler (issue 30: late starts, missed rounds): the minute jobs are offered now and then at
 * the start of every minute, by each process. Returns the stop function.
 */
export function startMinuteScheduler(ctx: Pick<AppContext, 'jobs' | 'log'>, minuteJobs: readonly string[]): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    void enqueueMinuteJobs(ctx, minuteJobs).catch((error) =>
      ctx.log.error({ err: error }, 'minute jobs not scheduled'),
    );
    timer = setTimeout(tick, msToNextMinute(Date.now()));
    timer.unref();
  };
  tick();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
