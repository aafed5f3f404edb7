import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import type { TokenPair } from '@securite/domain/session/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { refreshTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/tenancy.ts';
import { issueSession, pairOf, parseRefreshToken } from './tokens.ts';

/** How long a superseded refresh token may come back and get the same new pair (a response lost on the way). */
export const RETRY_WINDOW_MS = 60_000;

const invalid = () => new AppError(ErrorCode.RefreshInvalid, messages.refreshInvalid);

/**
 * Rotates a refresh token. A superseded token coming back revokes its whole family (it was stolen or replayed),
 * except an immediate retry of the very last rotation, which gets the same new pair again.
 */
export async function refreshSession(ctx: AppContext, refreshToken: string): Promise<TokenPair> {
  const parsed = parseRefreshToken(ctx.secret, refreshToken);
  if (!parsed) throw invalid();
  const outcome = await ctx.db.transaction(async (tx) => {
    // The row lock makes concurrent refreshes of one token wait for each other: the second sees it used
    // and, inside the retry window, gets the pair the first one created.
    const [found] = await tx
      .select({ row: refreshTokens, disabled: users.disabled })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(and(eq(refreshTokens.id, parsed.id), eq(refreshTokens.tokenHash, parsed.hash)))
      .for('update', { of: refreshTokens });
    // Every time here comes from this process's clock (usedAt, expiresAt are written from it too), so the
    // window does not depend on how far the database server's clock is from ours.
    const now = Date.now();
    const row = found?.row;
    if (!row || row.revokedAt || row.expiresAt.getTime() <= now || found.disabled) return { error: true as const };
    if (row.usedAt) {
      if (row.replacedById && now - row.usedAt.getTime() <= RETRY_WINDOW_MS) {
        const [next] = await tx.select().from(refreshTokens).where(eq(refreshTokens.id, row.replacedById));
        if (next && !next.usedAt && !next.revokedAt) return { pair: await pairOf(ctx, next) };
      }
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date(now) })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { error: true as const, revoked: row.familyId };
    }
    const { row: next, pair } = await issueSession(ctx, tx, {
      userId: row.userId,
      familyId: row.familyId,
      impersonatorId: row.impersonatorId,
    });
    await tx
      .update(refreshTokens)
      .set({ usedAt: new Date(now), replacedById: next.id })
      .where(eq(refreshTokens.id, row.id));
    return { pair };
  });
  if ('revoked' in outcome) ctx.log.warn({ family: outcome.revoked }, 'refresh token reuse: family revoked');
  if (!('pair' in outcome) || !outcome.pair) throw invalid();
  return outcome.pair;
}
