import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { passwordResetTokens, refreshTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/tenancy.ts';
import { clearAccountFailures } from './login-throttle.ts';
import { hashPassword } from './password-hash.ts';
import { sha256 } from './tokens.ts';

type ResetRow = typeof passwordResetTokens.$inferSelect;

const invalidLink = () => new AppError(ErrorCode.BadRequest, messages.resetTokenInvalid);
const usable = (row: ResetRow | undefined, now: number): row is ResetRow =>
  !!row && !row.usedAt && row.expiresAt.getTime() > now;

/**
 * Sets a new password from a reset link. The link works once; every other link of the account dies with it,
 * and so does every session, since whoever held the old password may be logged in somewhere.
 */
export async function resetPassword(ctx: AppContext, input: { token: string; password: string }): Promise<void> {
  const tokenHash = sha256(input.token);
  const [candidate] = await ctx.db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
  // Checked before hashing, so a bad link does not cost a slow hash; checked again under the lock below.
  if (!usable(candidate, Date.now())) throw invalidLink();
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.id, candidate.id))
      .for('update');
    const now = new Date();
    if (!usable(row, now.getTime())) throw invalidLink();
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, row.userId), eq(users.disabled, false)))
      .returning({ email: users.email });
    if (!user) throw invalidLink();
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, row.userId), isNull(refreshTokens.revokedAt)));
    // Proving access to the mailbox ends any login delay piled up on the account.
    if (user.email) await clearAccountFailures(tx, user.email);
  });
}
