import { accountsLimitOf, agentsLimitReached } from '@securite/domain/agents/limits';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/auth.ts';
import { agencies, memberships } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import type { AgencyRow } from '../../http/tenancy.ts';
import { inviteUser } from '../session/public.ts';
import { countAgents, type MembershipRowDb, type UserRowDb } from './repo.ts';

/** Locks the agency row: creations and activations of one agency are counted one at a time. */
export async function lockAgency(tx: Tx, agencyId: string): Promise<AgencyRow> {
  const [agency] = await tx.select().from(agencies).where(eq(agencies.id, agencyId)).for('update');
  return agency;
}

/** Refuses a new agent record at the agents limit (409, the spec's quota message). */
export async function assertAgentRecordAvailable(tx: Tx, agency: AgencyRow): Promise<void> {
  const { agents } = await countAgents(tx, agency.id);
  if (agentsLimitReached(agents, agency.agentsLimit)) {
    throw new AppError(ErrorCode.Conflict, messages.agentQuotaReached, { details: { reason: 'agentsLimit' } });
  }
}

/** Refuses one more account at the accounts limit; the message opens the web's buy-more dialog. */
export async function assertAccountAvailable(tx: Tx, agency: AgencyRow): Promise<void> {
  const { accounts } = await countAgents(tx, agency.id);
  if (agentsLimitReached(accounts, accountsLimitOf(agency))) {
    throw new AppError(ErrorCode.Conflict, messages.agentAccountsExhausted, { details: { reason: 'accountsLimit' } });
  }
}

/** Ends every session of a user: their refresh tokens die, so access tokens stop working at once. */
export async function revokeSessions(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * willActivate: gives the record its login account (within the accounts limit; the caller holds the agency
 * lock) and sends the invitation to choose a password. An active account still waiting for its password gets a
 * new invitation; one already in use is left alone.
 */
export async function activateAccount(
  ctx: AppContext,
  tx: Tx,
  input: { agency: AgencyRow; membership: MembershipRowDb; user: UserRowDb },
): Promise<void> {
  const { agency, membership, user } = input;
  if (!user.email) {
    throw new AppError(ErrorCode.Validation, messages.agentEmailRequiredToActivate, {
      errors: { email: messages.agentEmailRequiredToActivate },
    });
  }
  if (!membership.active) {
    await assertAccountAvailable(tx, agency);
    await tx
      .update(memberships)
      .set({ active: true, updatedAt: new Date() })
      .where(and(eq(memberships.id, membership.id), inAgency(memberships, agency.id)));
  } else if (user.passwordHash) {
    return;
  }
  if (!user.passwordHash) {
    await inviteUser(ctx, tx, {
      userId: user.id,
      email: user.email,
      firstname: user.firstname,
      agencyId: agency.id,
      agencyName: agency.name,
    });
  }
}

/** willDeactivate: the record stays, the account stops (no longer counted) and its sessions end. */
export async function deactivateAccount(tx: Tx, input: { agencyId: string; membership: MembershipRowDb }) {
  if (!input.membership.active) return;
  await tx
    .update(memberships)
    .set({ active: false, updatedAt: new Date() })
    .where(and(eq(memberships.id, input.membership.id), inAgency(memberships, input.agencyId)));
  await revokeSessions(tx, input.membership.userId);
}
