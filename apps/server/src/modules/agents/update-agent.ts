import type { AgentSaveInput } from '@securite/domain/agents/agent-schemas';
import type { Actor } from '@securite/domain/auth/access';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { assertFakeWritable } from '../../http/fake-data.ts';
import { writeAuditEntry } from '../audit/public.ts';
import { assertGrantable } from './agent-access.ts';
import { activateAccount, deactivateAccount, lockAgency } from './agent-accounts.ts';
import { AgentAuditAction } from './agent-audit.ts';
import { assertEmailFree } from './create-agent.ts';
import { findAgentRow, type UserRowDb } from './repo.ts';
import { writeAgentInfos } from './write-agent-infos.ts';

/** Checks an e-mail change: an account keeps an address, and a login shared with another agency is not ours to change. */
async function assertEmailChangeAllowed(tx: Tx, user: UserRowDb, agencyId: string, email: string | null) {
  if (email === user.email) return;
  if (email === null && user.passwordHash) {
    throw new AppError(ErrorCode.Validation, messages.agentEmailRequiredForAccount, {
      errors: { email: messages.agentEmailRequiredForAccount },
    });
  }
  const [elsewhere] = await tx
    .select({ id: memberships.id })
    .from(memberships) // every agency: whether this account also belongs to another agency
    .where(and(eq(memberships.userId, user.id), ne(memberships.agencyId, agencyId), isNull(memberships.deletedAt)))
    .limit(1);
  if (elsewhere) throw new AppError(ErrorCode.Conflict, messages.agentEmailSharedAccount);
  if (email) await assertEmailFree(tx, email, user.id);
}

/**
 * Edits an agent record: identity, rights, details and documents, and the account (willActivate within the
 * accounts limit, willDeactivate). Fields left out keep their value.
 */
export async function updateAgent(
  ctx: AppContext,
  input: { agencyId: string; actor: Actor; agentId: string; requestPath: string; data: AgentSaveInput },
): Promise<void> {
  const { data, agencyId } = input;
  await ctx.db.transaction(async (tx) => {
    // The agency first, as a creation does: activations are counted under its lock.
    const needsLock = data.willActivate || data.agentInfos?.generateRegistrationNumber;
    const agency = needsLock ? await lockAgency(tx, agencyId) : null;
    const row = await findAgentRow(tx, agencyId, input.agentId, { forUpdate: true });
    if (!row) throw notFound(messages.agentNotFound);
    assertFakeWritable({ url: input.requestPath }, row.membership);
    const { membership, user } = row;
    assertGrantable(input.actor, data.rights, membership.rights);
    if (data.email !== undefined) await assertEmailChangeAllowed(tx, user, agencyId, data.email);
    const [updatedUser] = await tx
      .update(users)
      .set({
        firstname: data.firstname,
        lastname: data.lastname,
        ...(data.email !== undefined ? { email: data.email } : {}),
        ...(data.phone !== undefined ? { phone: data.phone || null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    await tx
      .update(memberships)
      .set({ ...(data.rights ? { rights: data.rights } : {}), updatedAt: new Date() })
      .where(and(eq(memberships.id, membership.id), inAgency(memberships, agencyId)));
    await writeAgentInfos(tx, {
      agencyId,
      membershipId: membership.id,
      infos: data.agentInfos ?? {},
      address: data.address,
    });
    if (agency && data.willActivate) await activateAccount(ctx, tx, { agency, membership, user: updatedUser });
    if (data.willDeactivate) await deactivateAccount(tx, { agencyId, membership });
    const accountChange = data.willActivate
      ? AgentAuditAction.Activate
      : data.willDeactivate
        ? AgentAuditAction.Deactivate
        : null;
    await writeAuditEntry(tx, {
      agencyId,
      actorUserId: input.actor.userId,
      action: accountChange ?? AgentAuditAction.Update,
      targetType: 'agent',
      targetId: membership.id,
      data: { fullname: `${updatedUser.firstname} ${updatedUser.lastname}` },
    });
  });
}
