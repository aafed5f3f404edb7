import type { AppContext } from '../../context.ts';
import { EINVOICING_POLL_QUEUE } from '../../jobs/einvoicing-queues.ts';

/** Seconds between two readings of the platform's statuses while a flow of the agency waits for one. */
export const POLL_SECONDS = 60;

/** Reads the platform again in a while; one poll per agency per minute, whoever asks. */
export async function enqueuePoll(ctx: Pick<AppContext, 'jobs'>, agencyId: string, delaySeconds = POLL_SECONDS) {
  const runAt = new Date(Date.now() + delaySeconds * 1000);
  const slot = Math.floor(runAt.getTime() / (POLL_SECONDS * 1000));
  await ctx.jobs.enqueue(
    EINVOICING_POLL_QUEUE,
    { agencyId },
    { runAt, uniqueKey: `einvoicing.poll:${agencyId}:${slot}` },
  );
}

export function payloadIds(payload: Record<string, unknown>): { agencyId: string; documentId: string } {
  const { agencyId, documentId } = payload;
  if (typeof agencyId !== 'string' || typeof documentId !== 'string') throw new Error('einvoicing job payload');
  return { agencyId, documentId };
}
