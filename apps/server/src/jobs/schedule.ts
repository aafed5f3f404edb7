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
