import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/auth.ts';

/** Failures allowed before delays start. */
export const FREE_TRIES = 5;
/** The longest delay: a guessing attack is slowed to one try per this many seconds, the user is never locked out for longer. */
export const MAX_DELAY_SECONDS = 300;
/** Failures older than this are forgotten, so a few typos a month never add up to a delay. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

/** Delay after the n-th consecutive failure: none for the free tries, then 2, 4, 8… seconds up to the cap. */
export function delayAfterFailures(failures: number): number {
  if (failures < FREE_TRIES) return 0;
  // Capping the exponent first keeps 2 ** n finite for any count.
  return Math.min(2 ** Math.min(failures - FREE_TRIES + 1, 31), MAX_DELAY_SECONDS);
}

/**
 * Reserves one attempt for this key, or returns how many seconds it must still wait.
 *
 * The attempt is counted as a failure before the password is checked, and forgiven by clearFailures on
 * success. Checking first and counting after would let a burst of parallel guesses all pass the check
 * while the slow password hashes run; the row lock here makes every attempt see the ones before it.
 */
export async function reserveAttempt(db: Tx, key: string, now = new Date()): Promise<{ wait: number }> {
  return db.transaction(async (tx) => {
    await tx.insert(loginAttempts).values({ key, failures: 0 }).onConflictDoNothing();
    const [row] = await tx.select().from(loginAttempts).where(eq(loginAttempts.key, key)).for('update');
    if (row.blockedUntil && row.blockedUntil.getTime() > now.getTime()) {
      return { wait: Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000) };
    }
    const forgotten = !row.lastFailureAt || now.getTime() - row.lastFailureAt.getTime() > FAILURE_MEMORY_MS;
    const failures = (forgotten ? 0 : row.failures) + 1;
    const delay = delayAfterFailures(failures);
    await tx
      .update(loginAttempts)
      .set({ failures, lastFailureAt: now, blockedUntil: delay > 0 ? new Date(now.getTime() + delay * 1000) : null })
      .where(eq(loginAttempts.key, key));
    return { wait: 0 };
  });
}

/** A successful login forgives the key's failures, the attempt just reserved included. */
export async function clearFailures(db: Tx, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}

/** The throttle key of an account: the normalized e-mail, so unknown accounts are throttled alike. */
export const accountThrottleKey = (email: string) => `account:${email.trim().toLowerCase()}`;
