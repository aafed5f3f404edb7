import { AuditAction } from '@securite/domain/admin/schemas';
import { type SupportAccountCreate, supportMessages } from '@securite/domain/admin/support-schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/tenancy.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { writeAuditEntry } from '../audit/public.ts';
import { INVITATION_TTL_DAYS, issueInvitationLink } from '../session/public.ts';
import { supportInvitationMail } from './platform-mails.ts';

/**
 * POST admin/support-account: gives the support role to the account of that e-mail, or creates the account and
 * invites it to choose a password. Audited; an account already in the support is a 409.
 */
export async function createSupportAccount(
  ctx: AppContext,
  actorUserId: string,
  input: SupportAccountCreate,
): Promise<{ id: string; invited: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, input.email)).for('update');
    if (existing?.isSupport) {
      throw new AppError(ErrorCode.Conflict, supportMessages.alreadySupport, {
        errors: { email: supportMessages.alreadySupport },
      });
    }
    const user = existing
      ? (
          await tx
            .update(users)
            .set({ isSupport: true, updatedAt: new Date() })
            .where(eq(users.id, existing.id))
            .returning()
        )[0]
      : (
          await tx
            .insert(users)
            .values({ email: input.email, firstname: input.firstname, lastname: input.lastname, isSupport: true })
            .returning()
        )[0];
    const invited = !user.passwordHash;
    if (invited) {
      const link = await issueInvitationLink(ctx, tx, user.id);
      await queueMail(
        ctx,
        supportInvitationMail({ to: input.email, firstname: user.firstname, link, validDays: INVITATION_TTL_DAYS }),
        { tx },
      );
    }
    await writeAuditEntry(tx, {
      actorUserId,
      action: AuditAction.GrantSupport,
      targetType: 'user',
      targetId: user.id,
      data: { email: user.email, created: !existing },
    });
    return { id: user.id, invited };
  });
}
