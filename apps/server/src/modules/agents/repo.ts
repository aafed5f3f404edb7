import { randomInt } from 'node:crypto';
import { newIndividualNumber } from '@securite/domain/agents/individual-number';
import { type AnyColumn, and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { agentExpirations, agentInfos, agentItems } from '../../db/schema/agents.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';

export type AgentInfosRow = typeof agentInfos.$inferSelect;
export type ExpirationRowDb = typeof agentExpirations.$inferSelect;
export type ItemRow = typeof agentItems.$inferSelect;
export type UserRowDb = typeof users.$inferSelect;
export type MembershipRowDb = typeof memberships.$inferSelect;

/** A record id's shape: a malformed id names no record (the same 404, without a database error). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The conditions of "an agent record of this agency": role agent, not archived. */
export const agentOf = (agencyId: string) =>
  and(inAgency(memberships, agencyId), eq(memberships.role, 'agent'), isNull(memberships.deletedAt));

/** The join of a membership's agent_infos row, of the same agency (a left join keeps members without one). */
export const infosOfMember = (agencyId: string) =>
  and(eq(agentInfos.membershipId, memberships.id), inAgency(agentInfos, agencyId));

/** The join of the membership a row names by `membershipId`, of the same agency. */
export const memberOf = (agencyId: string, membershipId: AnyColumn) =>
  and(eq(memberships.id, membershipId), inAgency(memberships, agencyId));

export interface AgentRow {
  membership: MembershipRowDb;
  user: UserRowDb;
  infos: AgentInfosRow | null;
}

/** One agent record of the agency (null when unknown, archived, another agency's or not an agent). */
export async function findAgentRow(
  tx: Tx,
  agencyId: string,
  agentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<AgentRow | null> {
  // A malformed id names no agent: the same 404, without a database error.
  if (!UUID.test(agentId)) return null;
  const query = tx
    .select({ membership: memberships, user: users, infos: agentInfos })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(agentInfos, infosOfMember(agencyId))
    .where(and(agentOf(agencyId), eq(memberships.id, agentId)));
  const [row] = options.forUpdate ? await query.for('update', { of: memberships }) : await query;
  return row ?? null;
}

/**
 * The details row of an agent, created with its defaults (rating 3, plannable, a new individual number) for
 * records made before details existed (fake data, older agents).
 */
export async function ensureAgentInfos(tx: Tx, agencyId: string, membershipId: string): Promise<AgentInfosRow> {
  await tx
    .insert(agentInfos)
    .values({ membershipId, agencyId, individualNumber: newIndividualNumber(randomInt) })
    .onConflictDoNothing({ target: agentInfos.membershipId });
  const [row] = await tx
    .select()
    .from(agentInfos)
    .where(and(eq(agentInfos.membershipId, membershipId), inAgency(agentInfos, agencyId)));
  return row;
}

export async function findExpirations(tx: Tx, agencyId: string, membershipIds: string[]): Promise<ExpirationRowDb[]> {
  if (membershipIds.length === 0) return [];
  return tx
    .select()
    .from(agentExpirations)
    .where(and(inAgency(agentExpirations, agencyId), inArray(agentExpirations.membershipId, membershipIds)))
    .orderBy(asc(agentExpirations.expiresAt), asc(agentExpirations.id));
}

export async function findItems(tx: Tx, agencyId: string, membershipId: string): Promise<ItemRow[]> {
  return tx
    .select()
    .from(agentItems)
    .where(and(inAgency(agentItems, agencyId), eq(agentItems.membershipId, membershipId)))
    .orderBy(asc(agentItems.position), asc(agentItems.createdAt), asc(agentItems.id));
}

/**
 * Agent records and agent accounts counted against the agency's limits: archived records and fake (demo)
 * agents do not count.
 */
export async function countAgents(tx: Tx, agencyId: string): Promise<{ agents: number; accounts: number }> {
  const [row] = await tx
    .select({
      agents: count(),
      accounts: sql<number>`count(*) filter (where ${memberships.active})`.mapWith(Number),
    })
    .from(memberships)
    .where(and(agentOf(agencyId), eq(memberships.fake, false)));
  return { agents: row.agents, accounts: row.accounts };
}

/** Another agent of the agency holding this registration number, if any. */
export async function registrationNumberTaken(
  tx: Tx,
  agencyId: string,
  registrationNumber: string,
  exceptMembershipId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: agentInfos.membershipId })
    .from(agentInfos)
    .innerJoin(memberships, eq(memberships.id, agentInfos.membershipId))
    .where(
      and(
        inAgency(agentInfos, agencyId),
        eq(agentInfos.registrationNumber, registrationNumber),
        ne(agentInfos.membershipId, exceptMembershipId),
        agentOf(agencyId),
      ),
    )
    .limit(1);
  return !!row;
}

/** The next registration number of the agency: one more than the largest numeric one, on 5 digits. */
export async function nextRegistrationNumber(tx: Tx, agencyId: string): Promise<string> {
  const [row] = await tx
    .select({
      // CASE, not FILTER, so that no text is ever cast before the pattern check.
      max: sql<
        string | null
      >`max(case when ${agentInfos.registrationNumber} ~ '^[0-9]{1,15}$' then ${agentInfos.registrationNumber}::bigint end)`,
    })
    .from(agentInfos)
    .where(inAgency(agentInfos, agencyId));
  return String(Number(row?.max ?? 0) + 1).padStart(5, '0');
}
