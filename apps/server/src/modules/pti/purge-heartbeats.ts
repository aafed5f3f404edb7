import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ptiHeartbeats } from '../../db/schema/alarms.ts';

/**
 * A protected phone sends a heartbeat every half frequency (about 50 a day at 30 min, 300 at 5 min): only the
 * latest ones matter (the supervision's last position, the dead-man check). They are kept this long, then removed
 * by the daily purge; the alarms they led to stay.
 */
export const HEARTBEAT_RETENTION_DAYS = 30;

/** Removes the heartbeats received more than HEARTBEAT_RETENTION_DAYS ago; answers how many. */
export async function purgeOldHeartbeats(db: Db, now: Date = new Date()): Promise<number> {
  const limit = new Date(now.getTime() - HEARTBEAT_RETENTION_DAYS * 24 * 3600_000);
  // every agency: the retention applies to every agency's heartbeats alike.
  const removed = await db
    .delete(ptiHeartbeats)
    .where(lt(ptiHeartbeats.receivedAt, limit))
    .returning({ id: ptiHeartbeats.id });
  return removed.length;
}
