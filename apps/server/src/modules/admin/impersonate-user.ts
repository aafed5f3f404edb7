import { canImpersonate } from '@securite/domain/admin/impersonation';
import { AuditAction } from '@securite/domain/admin/schemas';
import { platformRoleOf } from '@securite/domain/auth/roles';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import type { TokenPair } from '@securite/domain/session/schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/tenancy.ts';
import type { AuthContext } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { writeAuditEntry } from '../audit/public.ts';
import { notifyUser } from '../notifications/public.ts';
import { issueSession } from '../session/public.ts';

export const fullnameOf = (u: { firstname: string; lastname: string; email: string | null }) =>
  `${u.firstname} ${u.lastname}`.trim() || u.email || '';

/**
 * Opens a session as another user for support: the access token carries the impersonator, the audit log
 * records it in the same transaction, and the user is told (a notice in their account).
 */
export async function impersonateUser(ctx: AppContext, auth: AuthContext, targetUserId: string): Promise<TokenPair> {
  // Acting as someone while already acting as someone else would hide who really acts.
  if (auth.impersonatorId) throw new AppError(ErrorCode.Forbidden, messages.impersonationNested);
  const [target] = await ctx.db.select().from(users).where(eq(users.id, targetUserId));
  if (!target || target.disabled) throw notFound(messages.userNotFound);
  const allowed = canImpersonate(
    { id: auth.user.id, platformRole: auth.platformRole },
    { id: target.id, platformRole: platformRoleOf(target) },
  );
  if (!allowed) throw new AppError(ErrorCode.Forbidden, messages.impersonationRefused);
  return ctx.db.transaction(async (tx) => {
    const { pair, row } = await issueSession(ctx, tx, { userId: target.id, impersonatorId: auth.user.id });
    await writeAuditEntry(tx, {
      actorUserId: auth.user.id,
      action: AuditAction.ImpersonateUser,
      targetType: 'user',
      targetId: target.id,
      data: { email: target.email, sessionFamily: row.familyId },
    });
    await notifyUser(
      ctx,
      {
        userId: target.id,
        title: messages.supportAccessedAccount,
        body: messages.supportAccessedAccountBody(fullnameOf(auth.user)),
      },
      tx,
    );
    return pair;
  });
}
