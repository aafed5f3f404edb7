import { AuditAction } from '@securite/domain/admin/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { refreshTokens } from '../../db/schema/auth.ts';
import type { AuthContext } from '../../http/auth.ts';
import { writeAuditEntry } from '../audit/public.ts';
import { parseRefreshToken } from '../session/public.ts';

/**
 * « Revenir à mon compte »: the impersonation session (the family of the refresh token given) is revoked and the
 * end is audited in the same transaction. Only the impersonator may end it; a retry, or a session already ended
 * or unknown, changes and records nothing (the answer is the same, so the client can retry safely).
 */
export async function endImpersonation(ctx: AppContext, auth: AuthContext, refreshToken: string): Promise<void> {
  const parsed = parseRefreshToken(ctx.secret, refreshToken);
  if (!parsed) return;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.id, parsed.id));
    if (!row || row.impersonatorId !== auth.user.id) return;
    // Concurrent retries: the update locks the rows, so only one of them sees them still open.
    const revoked = await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (revoked.length === 0) return;
    await writeAuditEntry(tx, {
      actorUserId: auth.user.id,
      action: AuditAction.EndImpersonation,
      targetType: 'user',
      targetId: row.userId,
      data: { sessionFamily: row.familyId },
    });
  });
}
