import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { files } from '../../db/schema/files.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound, sqlStateOf } from '../../http/errors.ts';
import { assertFakeWritable } from '../../http/fake-data.ts';
import { writeAuditEntry } from '../audit/public.ts';
import { revokeSessions } from './agent-accounts.ts';
import { AgentAuditAction } from './agent-audit.ts';
import { findAgentReferences } from './agent-references.ts';
import { fullnameOf } from './present-agent.ts';
import { findAgentRow } from './repo.ts';

export type DeleteMode = 'archive' | 'permanent';

/**
 * DELETE {agency}/agent/{id}/{mode}. 'archive' hides the record everywhere and ends its account and sessions,
 * keeping its history (and frees its place in the limits). 'permanent' deletes it, only when nothing else
 * refers to it (409 otherwise); the user goes too unless they belong to another agency.
 */
export async function deleteAgent(
  ctx: AppContext,
  input: { agencyId: string; actorUserId: string; agentId: string; mode: DeleteMode; requestPath: string },
): Promise<string> {
  const { agencyId, agentId } = input;
  const removedKeys: string[] = [];
  const message = await ctx.db.transaction(async (tx) => {
    const row = await findAgentRow(tx, agencyId, agentId, { forUpdate: true });
    if (!row) throw notFound(messages.agentNotFound);
    assertFakeWritable({ url: input.requestPath }, row.membership);
    const audit = {
      agencyId,
      actorUserId: input.actorUserId,
      targetType: 'agent',
      targetId: agentId,
      data: { fullname: fullnameOf(row.user) },
    };
    if (input.mode === 'archive') {
      const now = new Date();
      await tx
        .update(memberships)
        .set({ deletedAt: now, active: false, updatedAt: now })
        .where(and(eq(memberships.id, agentId), inAgency(memberships, agencyId)));
      await revokeSessions(tx, row.user.id);
      await writeAuditEntry(tx, { ...audit, action: AgentAuditAction.Archive });
      return messages.agentArchived;
    }
    const references = await findAgentReferences(tx, agentId);
    if (references.length > 0) {
      throw new AppError(ErrorCode.Conflict, messages.agentDeleteReferenced, { details: { references } });
    }
    // The agent's photo and documents are their record's own data: they go with it.
    const owned = await tx
      .delete(files)
      .where(and(inAgency(files, agencyId), eq(files.ownerMembershipId, agentId)))
      .returning({ key: files.key });
    removedKeys.push(...owned.map((f) => f.key));
    await tx.delete(memberships).where(and(eq(memberships.id, agentId), inAgency(memberships, agencyId)));
    // every agency: whether this account also belongs to another agency (then the user stays).
    const [elsewhere] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.userId, row.user.id), ne(memberships.id, agentId)))
      .limit(1);
    const platformStaff = row.user.isAdmin || row.user.isSuperAdmin || row.user.isSupport;
    if (!elsewhere && !platformStaff) {
      // A user still referred to elsewhere (by a table without cascade) is kept, without any membership.
      await tx
        .transaction(async (savepoint) => {
          await savepoint.delete(users).where(eq(users.id, row.user.id));
        })
        .catch((error: unknown) => {
          if (sqlStateOf(error) !== '23503') throw error;
        });
    }
    await writeAuditEntry(tx, { ...audit, action: AgentAuditAction.Delete });
    return messages.agentDeleted;
  });
  // Bytes go once the rows are gone for good; a failure leaves an orphan file, never a broken record.
  for (const key of removedKeys) {
    await ctx.files.delete(key).catch((error: unknown) => ctx.log.warn({ err: error, key }, 'agent file not removed'));
  }
  return message;
}
