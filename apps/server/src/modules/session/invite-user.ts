import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema/auth.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { invitationMail } from './invitation-mail.ts';
import { resetPasswordLink } from './password-reset-mail.ts';
import { sha256 } from './tokens.ts';

/** An invitation gives the person time to read their mail: 7 days, against 1 hour for a reset. */
export const INVITATION_TTL_DAYS = 7;

/**
 * A one-time link for a user to choose their password: a token of the password-reset kind (the same page sets
 * it), valid 7 days, in the caller's transaction. Earlier unused links of the user die, so only the newest works.
 */
export async function issueInvitationLink(ctx: AppContext, tx: Tx, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await tx.insert(passwordResetTokens).values({
    userId,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000),
  });
  return resetPasswordLink(ctx.config.publicUrl, token);
}

/** Invites an agency's user to choose their password: the link and the invitation e-mail, in the caller's transaction. */
export async function inviteUser(
  ctx: AppContext,
  tx: Tx,
  input: { userId: string; email: string; firstname: string; agencyId: string; agencyName: string },
): Promise<void> {
  const mail = invitationMail({
    to: input.email,
    firstname: input.firstname,
    agencyName: input.agencyName,
    link: await issueInvitationLink(ctx, tx, input.userId),
    validDays: INVITATION_TTL_DAYS,
    agencyId: input.agencyId,
  });
  await queueMail(ctx, mail, { tx });
}
