import { isIPv6 } from 'node:net';
import { eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/auth.ts';

/** Failures allowed before delays start. */
export const FREE_TRIES = 5;
/** The longest delay: a guessing attack is slowed to one try per this many seconds, the user is never locked out for longer. */
export const MAX_DELAY_SECONDS = 300;
/** Failures older than this are forgotten, so a few typos a month never add up to a delay. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

/**
 * Failures one address may make, whatever the accounts, before delays start: an office behind one address holds
 * dozens of users, a password sprayer tries many accounts a few times each.
 */
export const ADDRESS_FREE_TRIES = 20;
/** An address's failures drain one a minute: an office's occasional typos never add up, a sprayer's burst does. */
export const ADDRESS_LEAK_MS = 60 * 1000;

/**
 * Failures on one account from every address together before its account-wide delay starts: a guesser spread over
 * many addresses is slowed down, and that delay stays short (ACCOUNT_MAX_DELAY_SECONDS) so that it never locks the
 * owner out; each address has its own, longer, delay on the account (accountAddressThrottleKey).
 */
export const ACCOUNT_FREE_TRIES = 50;
/** The account-wide delay's cap: a slowdown for the owner on a new address, never a lockout. */
export const ACCOUNT_MAX_DELAY_SECONDS = 30;

/** How a key's failures are counted and forgotten. */
export interface ThrottlePolicy {
  freeTries: number;
  /** The longest delay (MAX_DELAY_SECONDS when not said). */
  maxDelaySeconds?: number;
  /** All failures forgotten after this long without one (accounts, devices). */
  memoryMs?: number;
  /** One failure forgotten per this long (addresses). */
  leakMs?: number;
}
export const accountPolicy: ThrottlePolicy = { freeTries: FREE_TRIES, memoryMs: FAILURE_MEMORY_MS };
export const addressPolicy: ThrottlePolicy = { freeTries: ADDRESS_FREE_TRIES, leakMs: ADDRESS_LEAK_MS };
export const accountWidePolicy: ThrottlePolicy = {
  freeTries: ACCOUNT_FREE_TRIES,
  leakMs: ADDRESS_LEAK_MS,
  maxDelaySeconds: ACCOUNT_MAX_DELAY_SECONDS,
};

/** Delay after the n-th consecutive failure: none for the free tries, then 2, 4, 8… seconds up to the cap. */
export function delayAfterFailures(failures: number, freeTries = FREE_TRIES, cap = MAX_DELAY_SECONDS): number {
  if (failures < freeTries) return 0;
  // Capping the exponent first keeps 2 ** n finite for any count.
  return Math.min(2 ** Math.min(failures - freeTries + 1, 31), cap);
}

/** The failures still counted at `now`, after what the policy forgets. */
export function failuresStillCounted(
  row: { failures: number; lastFailureAt: Date | null },
  policy: ThrottlePolicy,
  now: Date,
): number {
  if (!row.lastFailureAt) return 0;
  const elapsed = Math.max(0, now.getTime() - row.lastFailureAt.getTime());
  if (policy.memoryMs !== undefined && elapsed > policy.memoryMs) return 0;
  if (policy.leakMs !== undefined) return Math.max(0, row.failures - Math.floor(elapsed / policy.leakMs));
  return row.failures;
}

/**
 * Reserves one attempt for this key, or returns how many seconds it must still wait.
 *
 * The attempt is counted as a failure before the password is checked, and forgiven by clearFailures (or
 * releaseAttempt) on success. Checking first and counting after would let a burst of parallel guesses all pass the
 * check while the slow password hashes run; the row lock here makes every attempt see the ones before it.
 */
export async function reserveAttempt(
  db: Tx,
  key: string,
  now = new Date(),
  policy: ThrottlePolicy = accountPolicy,
): Promise<{ wait: number }> {
  return db.transaction(async (tx) => {
    await tx.insert(loginAttempts).values({ key, failures: 0 }).onConflictDoNothing();
    const [row] = await tx.select().from(loginAttempts).where(eq(loginAttempts.key, key)).for('update');
    if (row.blockedUntil && row.blockedUntil.getTime() > now.getTime()) {
      return { wait: Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000) };
    }
    const failures = failuresStillCounted(row, policy, now) + 1;
    const delay = delayAfterFailures(failures, policy.freeTries, policy.maxDelaySeconds);
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

/** How many seconds the key must still wait, without counting an attempt. */
export async function currentWait(db: Tx, key: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ blockedUntil: loginAttempts.blockedUntil })
    .from(loginAttempts)
    .where(eq(loginAttempts.key, key));
  const until = row?.blockedUntil?.getTime() ?? 0;
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/**
 * Counts one failure for the key after the fact (an address: the attempts of many people behind one network are
 * only counted once they failed, so that a crowd logging in at the same moment is never held back).
 */
export async function recordFailure(db: Tx, key: string, policy: ThrottlePolicy, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(loginAttempts).values({ key, failures: 0 }).onConflictDoNothing();
    const [row] = await tx.select().from(loginAttempts).where(eq(loginAttempts.key, key)).for('update');
    const failures = failuresStillCounted(row, policy, now) + 1;
    const delay = delayAfterFailures(failures, policy.freeTries, policy.maxDelaySeconds);
    const until = delay > 0 ? new Date(now.getTime() + delay * 1000) : null;
    // A delay already running is never shortened.
    const blockedUntil = row.blockedUntil && (!until || row.blockedUntil > until) ? row.blockedUntil : until;
    await tx
      .update(loginAttempts)
      .set({ failures, lastFailureAt: now, blockedUntil })
      .where(eq(loginAttempts.key, key));
  });
}

/** The throttle key of an account: the normalized e-mail, so unknown accounts are throttled alike. */
export const accountThrottleKey = (email: string) => `account:${email.trim().toLowerCase()}`;

/** The throttle key of an account tried from one address (its /64 for IPv6): failures elsewhere do not count. */
export const accountAddressThrottleKey = (email: string, ip: string) =>
  `${accountThrottleKey(email)}|${addressThrottleKey(ip)}`;

/** Forgives every failure counted on the account, account-wide and from each address. */
export async function clearAccountFailures(db: Tx, email: string): Promise<void> {
  const key = accountThrottleKey(email);
  await db
    .delete(loginAttempts)
    .where(or(eq(loginAttempts.key, key), sql`left(${loginAttempts.key}, ${key.length + 1}) = ${`${key}|`}`));
}

/**
 * The throttle key of a client address. An IPv4 address as it is (also when written as IPv6); an IPv6 address by its
 * /64 network, which one subscriber holds whole and could otherwise walk through.
 */
export function addressThrottleKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return `address:${mapped[1]}`;
  if (!isIPv6(address)) return `address:${address}`;
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group || '0', 16).toString(16));
  return `address:${network.join(':')}::/64`;
}
