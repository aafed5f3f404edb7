import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobQueue } from './queue.ts';
import { enqueueMinuteJobs, scheduleMinute, startMinuteScheduler } from './schedule.ts';

afterEach(() => {
  vi.useRealTimers();
});

function recordingQueue() {
  const enqueued: Array<{ queue: string; payload: Record<string, unknown>; uniqueKey?: string }> = [];
  const jobs = {
    enqueue: vi.fn(async (queue: string, payload: Record<string, unknown>, options?: { uniqueKey?: string }) => {
      enqueued.push({ queue, payload, uniqueKey: options?.uniqueKey });
    }),
  } as unknown as JobQueue;
  return { jobs, enqueued };
}

describe('the minute jobs (issue 30)', () => {
  it('name each run by its UTC minute: the same instant is the same run in every time zone', () => {
    expect(scheduleMinute(new Date('2027-03-28T01:59:59.999+01:00'))).toBe('2027-03-28T00:59');
    // The night Paris goes to summer time, 02:00 local does not exist: minutes still follow one another.
    expect(scheduleMinute(new Date('2027-03-28T01:00:00Z'))).toBe('2027-03-28T01:00');
    expect(scheduleMinute(new Date('2027-03-10T08:10:00+13:00'))).toBe('2027-03-09T19:10');
  });

  it('offer each queue once per minute under a key of that minute', async () => {
    const { jobs, enqueued } = recordingQueue();
    await enqueueMinuteJobs({ jobs }, ['a', 'b'], new Date('2027-01-01T10:00:42Z'));
    expect(enqueued).toEqual([
      { queue: 'a', payload: { minute: '2027-01-01T10:00' }, uniqueKey: 'a:2027-01-01T10:00' },
      { queue: 'b', payload: { minute: '2027-01-01T10:00' }, uniqueKey: 'b:2027-01-01T10:00' },
    ]);
  });

  it('are offered at start, then a second into each following minute, until stopped', async () => {
    vi.useFakeTimers({ now: new Date('2027-01-01T10:00:42Z') });
    const { jobs, enqueued } = recordingQueue();
    const stop = startMinuteScheduler({ jobs, log: { error: vi.fn() } as never }, ['alerts']);
    await vi.advanceTimersByTimeAsync(0);
    expect(enqueued.map((e) => e.uniqueKey)).toEqual(['alerts:2027-01-01T10:00']);
    // 10:01:01, then 10:02:01.
    await vi.advanceTimersByTimeAsync(18_999);
    expect(enqueued).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(enqueued.map((e) => e.uniqueKey)).toEqual(['alerts:2027-01-01T10:00', 'alerts:2027-01-01T10:01']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(enqueued.at(-1)?.uniqueKey).toBe('alerts:2027-01-01T10:02');
    stop();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(enqueued).toHaveLength(3);
  });
});
