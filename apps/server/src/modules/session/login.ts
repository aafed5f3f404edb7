import { randomUUID, timingSafeEqual } from 'node:crypto';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/tenancy.ts';
import { hmac } from '../../http/secrets.ts';
import {
  accountAddressThrottleKey,
  accountThrottleKey,
  accountWidePolicy,
  addressPolicy,
  addressThrottleKey,
  clearFailures,
  currentWait,
  recordFailure,
  reserveAttempt,
} from './login-throttle.ts';
import { verifyPassword } from './password-hash.ts';
import { issueSession } from './tokens.ts';

/** A device that logged in successfully before gets this token; it is throttled on its own, not with the account. */
export function deviceTokenOf(secret: Uint8Array, userId: string, deviceId: string): string {
  return `${deviceId}.${hmac(secret, `device:${userId}:${deviceId}`)}`;
}

function knownDevice(secret: Uint8Array, userId: string, token: string | undefined): string | null {
  if (!token) return null;
  const [deviceId] = token.split('.');
  if (!deviceId) return null;
  const expected = Buffer.from(deviceTokenOf(secret, userId, deviceId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? deviceId : null;
}

/** The 429 of a throttled key, with the wait in seconds for the client's countdown. */
export function tooManyAttempts(wait: number, from: 'account' | 'address' = 'account'): AppError {
  const message = from === 'address' ? messages.tooManyAttemptsFromAddress(wait) : messages.tooManyAttempts(wait);
  return new AppError(ErrorCode.TooManyAttempts, message, { details: { retryAfter: wait } });
}

export interface LoginResult {
  token: string;
  refresh_token: string;
  device_token: string;
}

/**
 * Checks credentials. Failures slow down per account and address (a guesser on one network does not hold back the
 * owner on another), per account whatever the address with a short delay only (a guesser spread over many addresses
 * is slowed, the owner is never locked out), and per client address whatever accounts it tries (a password
 * sprayer); a device that has logged in before is counted apart from all of them. Every delay lifts by itself.
 */
export async function login(
  ctx: AppContext,
  input: { username: string; password: string; deviceToken?: string; address: string },
): Promise<LoginResult> {
  const email = input.username.trim().toLowerCase();
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  const deviceId = user ? knownDevice(ctx.secret, user.id, input.deviceToken) : null;
  // The address first: a sprayer it stops spends none of the accounts' tries. Its failures are counted once known.
  const addressKey = deviceId ? null : addressThrottleKey(input.address);
  const addressWait = addressKey ? await currentWait(ctx.db, addressKey) : 0;
  if (addressWait > 0) throw tooManyAttempts(addressWait, 'address');
  const accountKey = deviceId ? null : accountThrottleKey(email);
  const failed = async (error: AppError) => {
    if (addressKey) await recordFailure(ctx.db, addressKey, addressPolicy);
    if (accountKey) await recordFailure(ctx.db, accountKey, accountWidePolicy);
    return error;
  };
  const accountWait = accountKey ? await currentWait(ctx.db, accountKey) : 0;
  if (accountWait > 0) throw tooManyAttempts(accountWait);
  const key = deviceId ? `device:${deviceId}` : accountAddressThrottleKey(email, input.address);
  const { wait } = await reserveAttempt(ctx.db, key);
  if (wait > 0) throw await failed(tooManyAttempts(wait));
  const ok = await verifyPassword(input.password, user?.passwordHash ?? null);
  // A failure stays counted for the account and address: reserveAttempt counted it already.
  if (!user || !ok || user.disabled) {
    throw await failed(new AppError(ErrorCode.InvalidCredentials, messages.invalidCredentials));
  }
  await clearFailures(ctx.db, key);
  const { pair } = await issueSession(ctx, ctx.db, { userId: user.id });
  return { ...pair, device_token: deviceTokenOf(ctx.secret, user.id, deviceId ?? randomUUID()) };
}
