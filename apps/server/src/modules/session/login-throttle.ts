import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/auth.ts';

/** Failures allowed before delays start. */
export const FREE_TRIES = 5;
/** The longest delay: a guessing attack is slowed to one try per this many seconds, the user is never locked out for longer. */
export const MAX_DELAY_SECONDS = 300;

/** Delay after the n-th consecutive failure: none for the free tries, then 2, 4, 8… seconds up to the cap. */
export function delayAfterFailures(failures: number): number {
  if (failures < FREE_TRIES) return 0;
  return Math.min(2 ** (failures - FREE_TRIES + 1), MAX_DELAY_SECONDS);
}

/** Seconds to wait before this key may try again (0 when free to try). */
export async function secondsToWait(db: Db, key: string, now = new Date()): Promise<number> {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.key, key));
  if (!row?.blockedUntil) return 0;
  return Math.max(0, Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000));
}

export async function recordFailure(db: Db, key: string): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ key, failures: 1, lastFailureAt: new Date() })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: { failures: sql`${loginAttempts.failures} + 1`, lastFailureAt: new Date() },
    })
    .returning();
  const delay = delayAfterFailures(row.failures);
  if (delay > 0) {
    await db
      .update(loginAttempts)
      .set({ blockedUntil: new Date(Date.now() + delay * 1000) })
      .where(eq(loginAttempts.key, key));
  }
  return row.failures;
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
