import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { JobQueue } from '../jobs/queue.ts';
import { enqueueDailyJobs, scheduleDay, startScheduler } from '../jobs/schedule.ts';
import { dailyJobs } from './job-handlers.ts';

const fakeQueue = () => {
  const calls: Array<{ queue: string; payload: unknown; uniqueKey?: string }> = [];
  const jobs = {
    enqueue: async (queue: string, payload: Record<string, unknown>, options?: { uniqueKey?: string }) => {
      calls.push({ queue, payload, uniqueKey: options?.uniqueKey });
    },
  } as unknown as JobQueue;
  return { jobs, calls };
};

describe('daily job scheduler', () => {
  it('keys each daily job by the Paris day', async () => {
    const { jobs, calls } = fakeQueue();
    // 23:30 UTC on 31 December is already 1 January in Paris.
    await enqueueDailyJobs({ jobs }, dailyJobs, new Date('2026-12-31T23:30:00Z'));
    expect(calls).toEqual([
      {
        queue: 'agents.expirations-digest',
        payload: { day: '2027-01-01' },
        uniqueKey: 'agents.expirations-digest:2027-01-01',
      },
      {
        queue: 'platform.purge-expired-data',
        payload: { day: '2027-01-01' },
        uniqueKey: 'platform.purge-expired-data:2027-01-01',
      },
      { queue: 'billing.recurrences', payload: { day: '2027-01-01' }, uniqueKey: 'billing.recurrences:2027-01-01' },
      { queue: 'billing.reminders', payload: { day: '2027-01-01' }, uniqueKey: 'billing.reminders:2027-01-01' },
      {
        queue: 'subscriptions.lock-overdue',
        payload: { day: '2027-01-01' },
        uniqueKey: 'subscriptions.lock-overdue:2027-01-01',
      },
      { queue: 'einvoicing.pollAll', payload: { day: '2027-01-01' }, uniqueKey: 'einvoicing.pollAll:2027-01-01' },
    ]);
    expect(scheduleDay(new Date('2026-06-15T10:00:00Z'))).toBe('2026-06-15');
  });

  it('offers the jobs at start and then every interval, until stopped', async () => {
    vi.useFakeTimers();
    try {
      const { jobs, calls } = fakeQueue();
      const stop = startScheduler({ jobs, log: pino({ level: 'silent' }) }, dailyJobs, 1000);
      const perTick = dailyJobs.length;
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toHaveLength(perTick);
      await vi.advanceTimersByTimeAsync(2500);
      expect(calls).toHaveLength(3 * perTick);
      stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(calls).toHaveLength(3 * perTick);
    } finally {
      vi.useRealTimers();
    }
  });
});
