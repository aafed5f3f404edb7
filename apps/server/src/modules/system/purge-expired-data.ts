import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { loginAttempts, passwordResetTokens, refreshTokens } from '../../db/schema/auth.ts';
import { jobs } from '../../db/schema/platform.ts';
import { purgeAbandonedUploads } from '../files/public.ts';

export const PURGE_QUEUE = 'platform.purge-expired-data';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Finished jobs stay this long, to read what ran and why one failed. */
export const JOB_RETENTION_DAYS = 30;

/**
 * Daily housekeeping of rows that no longer protect anything: refresh tokens past their expiry (a reused one
 * is refused as unknown, which is as good as revoked), login failures older than the throttle's memory,
 * spent or expired reset links, jobs finished a month ago and uploads never attached after a day.
 */
export async function purgeExpiredData(ctx: Pick<AppContext, 'db' | 'files'>, now: Date = new Date()) {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const tokens = await ctx.db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, dayAgo))
    .returning({ id: refreshTokens.id });
  const attempts = await ctx.db
    .delete(loginAttempts)
    .where(lt(loginAttempts.lastFailureAt, dayAgo))
    .returning({ key: loginAttempts.key });
  const resets = await ctx.db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, dayAgo), lt(passwordResetTokens.usedAt, dayAgo)))
    .returning({ id: passwordResetTokens.id });
  const jobLimit = new Date(now.getTime() - JOB_RETENTION_DAYS * DAY_MS);
  const finished = await ctx.db
    .delete(jobs)
    .where(
      or(
        and(isNotNull(jobs.doneAt), lt(jobs.doneAt, jobLimit)),
        and(isNotNull(jobs.failedAt), lt(jobs.failedAt, jobLimit)),
      ),
    )
    .returning({ id: jobs.id });
  const uploads = await purgeAbandonedUploads(ctx, now);
  return {
    refreshTokens: tokens.length,
    loginAttempts: attempts.length,
    resetTokens: resets.length,
    jobs: finished.length,
    uploads,
  };
}
