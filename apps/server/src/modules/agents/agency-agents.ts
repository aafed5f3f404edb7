import { messages } from '@securite/domain/errors/messages';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';

/** A person's display name: first and last name, else their e-mail. */
export const fullnameSql = sql<string>`coalesce(nullif(trim(concat(${users.firstname}, ' ', ${users.lastname})), ''), ${users.email}, '')`;

/** The agents (memberships of role agent, not archived) of the agency among the ids, with their names. */
export async function findAgencyAgents(
  tx: Tx,
  agencyId: string,
  agentIds: readonly string[],
): Promise<Array<{ id: string; userId: string; fullname: string }>> {
  if (agentIds.length === 0) return [];
  return tx
    .select({ id: memberships.id, userId: memberships.userId, fullname: fullnameSql })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        inAgency(memberships, agencyId),
        eq(memberships.role, 'agent'),
        isNull(memberships.deletedAt),
        inArray(memberships.id, [...new Set(agentIds)]),
      ),
    );
}

/** Answers 404 'Collaborateur introuvable' unless every id is an agent of the agency. */
export async function assertAgencyAgents(tx: Tx, agencyId: string, agentIds: readonly string[]): Promise<void> {
  const found = await findAgencyAgents(tx, agencyId, agentIds);
  if (found.length !== new Set(agentIds).size) throw notFound(messages.agentNotFound);
}
