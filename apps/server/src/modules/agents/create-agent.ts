import { randomInt } from 'node:crypto';
import type { AgentSaveInput } from '@securite/domain/agents/agent-schemas';
import { newIndividualNumber } from '@securite/domain/agents/individual-number';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { agentInfos } from '../../db/schema/agents.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { writeAuditEntry } from '../audit/public.ts';
import { activateAccount, assertAgentRecordAvailable, lockAgency } from './agent-accounts.ts';
import { AgentAuditAction } from './agent-audit.ts';
import { writeAgentInfos } from './write-agent-infos.ts';

/** Refuses an address another user already signs in with (409). */
export async function assertEmailFree(tx: Tx, email: string, exceptUserId?: string): Promise<void> {
  const [other] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (other && other.id !== exceptUserId) throw new AppError(ErrorCode.Conflict, messages.emailTaken);
}

/**
 * Creates an agent record (a user without password and an inactive agent membership, with its details),
 * within the agency's agents limit; the agency row is locked so that two creations cannot both pass the count.
 * With willActivate, the account is activated and the invitation sent in the same transaction.
 * Returns the new agent id (the membership's).
 */
export async function createAgent(
  ctx: AppContext,
  input: { agencyId: string; actorUserId: string; data: AgentSaveInput },
): Promise<string> {
  const { data } = input;
  return ctx.db.transaction(async (tx) => {
    const agency = await lockAgency(tx, input.agencyId);
    await assertAgentRecordAvailable(tx, agency);
    const email = data.email ?? null;
    if (email) await assertEmailFree(tx, email);
    const [user] = await tx
      .insert(users)
      .values({
        email,
        firstname: data.firstname,
        lastname: data.lastname,
        phone: data.phone || null,
        passwordHash: null,
        firstLogin: true,
      })
      .returning();
    const [membership] = await tx
      .insert(memberships)
      .values({ agencyId: agency.id, userId: user.id, role: 'agent', rights: data.rights ?? [], active: false })
      .returning();
    await tx.insert(agentInfos).values({
      membershipId: membership.id,
      agencyId: agency.id,
      individualNumber: newIndividualNumber(randomInt),
    });
    await writeAgentInfos(tx, {
      agencyId: agency.id,
      membershipId: membership.id,
      infos: data.agentInfos ?? {},
      address: data.address,
    });
    if (data.willActivate) await activateAccount(ctx, tx, { agency, membership, user });
    await writeAuditEntry(tx, {
      agencyId: agency.id,
      actorUserId: input.actorUserId,
      action: AgentAuditAction.Create,
      targetType: 'agent',
      targetId: membership.id,
      data: { fullname: `${user.firstname} ${user.lastname}`, activated: !!data.willActivate },
    });
    return membership.id;
  });
}
