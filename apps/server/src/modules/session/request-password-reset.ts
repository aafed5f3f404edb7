import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { passwordResetTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/tenancy.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { passwordResetMail, resetPasswordLink } from './password-reset-mail.ts';
import { sha256 } from './tokens.ts';

/** How long a reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Reset mails per account and hour: beyond, requests are ignored, so nobody can flood a mailbox. */
export const RESET_MAILS_PER_HOUR = 3;

/**
 * Starts a password reset: stores a one-time token (hashed), ends the account's older links, and queues the mail
 * with the link.
 * Says nothing about whether the account exists: the caller answers the same in every case.
 */
export async function requestPasswordReset(ctx: AppContext, input: { email: string }): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await ctx.db.transaction(async (tx) => {
    // Locking the user serializes concurrent requests for one account, so the hourly limit holds.
    const [user] = await tx.select().from(users).where(eq(users.email, input.email)).for('update');
    if (!user || user.disabled) return;
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), gt(passwordResetTokens.createdAt, new Date(now - 3600_000))));
    if (recent.n >= RESET_MAILS_PER_HOUR) {
      ctx.log.info({ user: user.id }, 'password reset mail limit reached');
      return;
    }
    // Only the newest link works: the older ones of the account end now (their rows stay, for the hourly count).
    await tx
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(now) })
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date(now)),
        ),
      );
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      createdAt: new Date(now),
      expiresAt: new Date(now + RESET_TOKEN_TTL_MS),
    });
    const link = resetPasswordLink(ctx.config.publicUrl, token);
    await queueMail(ctx, passwordResetMail({ to: input.email, firstname: user.firstname, link }), { tx });
  });
}
