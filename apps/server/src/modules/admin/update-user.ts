import { AuditAction } from '@securite/domain/admin/schemas';
import { type AdminUserPatch, supportMessages } from '@securite/domain/admin/support-schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { refreshTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/tenancy.ts';
import { notFound } from '../../http/errors.ts';
import { writeAuditEntry } from '../audit/public.ts';

/**
 * PATCH admin/user/{id}: grants or withdraws the support role, disables or re-enables the account (a disabled
 * account's sessions end at once). Not on the admin's own account, nor on another admin's.
 */
export async function updateUser(
  ctx: AppContext,
  actorUserId: string,
  userId: string,
  patch: AdminUserPatch,
): Promise<{ id: string; isSupport: boolean; disabled: boolean }> {
  if (userId === actorUserId) throw new AppError(ErrorCode.Forbidden, supportMessages.notOnSelf);
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound(messages.userNotFound);
    if (user.isAdmin || user.isSuperAdmin) throw new AppError(ErrorCode.Forbidden, supportMessages.notOnAdmin);
    const next = { isSupport: patch.isSupport ?? user.isSupport, disabled: patch.disabled ?? user.disabled };
    await tx
      .update(users)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(users.id, userId));
    const audit = (action: string) =>
      writeAuditEntry(tx, { actorUserId, action, targetType: 'user', targetId: userId, data: { email: user.email } });
    if (next.isSupport !== user.isSupport)
      await audit(next.isSupport ? AuditAction.GrantSupport : AuditAction.RevokeSupport);
    if (next.disabled !== user.disabled) {
      await audit(next.disabled ? AuditAction.DisableUser : AuditAction.EnableUser);
      if (next.disabled) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
      }
    }
    return { id: userId, ...next };
  });
}
