import type { AgentRequest } from '@securite/domain/agent-requests/schemas';
import type { AgentRequestStatus } from '@securite/domain/agent-requests/status';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { agencyTypes, agentRequestReads, agentRequests } from '../../db/schema/workforce.ts';
import { inAgency } from '../../db/tenant.ts';
import { fullnameSql } from '../agents/public.ts';

export interface RequestReader {
  userId: string;
  /** The reader's own requester id (agent membership), if any. */
  ownAgentId: string | null;
}

/**
 * Whether a request has news for the reader: for its requester, a staff action after their last reading;
 * for anyone else, the request itself (or the requester's last change) after their last reading.
 */
export function unreadSql(reader: RequestReader): SQL<boolean> {
  const readAt = agentRequestReads.readAt;
  const own = reader.ownAgentId ? sql`${agentRequests.agentId} = ${reader.ownAgentId}` : sql`false`;
  return sql<boolean>`case when ${own}
    then (${agentRequests.staffActivityAt} is not null and (${readAt} is null or ${readAt} < ${agentRequests.staffActivityAt}))
    else (${readAt} is null or ${readAt} < ${agentRequests.requesterActivityAt}) end`;
}

/** The agency's request rows (the caller's `where` within them) with their requester, type and unread flag. */
export async function selectAgentRequests(
  tx: Tx,
  reader: RequestReader,
  agencyId: string,
  where: SQL | undefined,
  page?: { orderBy: SQL[]; limit: number; offset: number },
): Promise<AgentRequest[]> {
  const query = tx
    .select({ row: agentRequests, fullname: fullnameSql, typeLabel: agencyTypes.label, unread: unreadSql(reader) })
    .from(agentRequests)
    .innerJoin(memberships, and(eq(memberships.id, agentRequests.agentId), inAgency(memberships, agencyId)))
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(agencyTypes, and(eq(agencyTypes.id, agentRequests.requestTypeId), inAgency(agencyTypes, agencyId)))
    .leftJoin(
      agentRequestReads,
      and(
        eq(agentRequestReads.requestId, agentRequests.id),
        inAgency(agentRequestReads, agencyId),
        eq(agentRequestReads.userId, reader.userId),
      ),
    )
    .where(and(inAgency(agentRequests, agencyId), where));
  const rows = page
    ? await query
        .orderBy(...page.orderBy)
        .limit(page.limit)
        .offset(page.offset)
    : await query;
  return rows.map(({ row, fullname, typeLabel, unread }) => ({
    id: row.id,
    uuid: row.clientUuid,
    agent: { id: row.agentId, fullname },
    requestType: { id: row.requestTypeId, label: typeLabel },
    subject: row.subject,
    content: row.content,
    status: row.status as AgentRequestStatus,
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    unread: Boolean(unread),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** One request of the agency as the reader sees it. */
export async function presentAgentRequestById(
  tx: Tx,
  reader: RequestReader,
  agencyId: string,
  id: string,
): Promise<AgentRequest> {
  const [one] = await selectAgentRequests(tx, reader, agencyId, eq(agentRequests.id, id));
  return one;
}

/** Marks a request read by a user now (idempotent: the latest reading counts). */
export async function markAgentRequestRead(tx: Tx, input: { agencyId: string; requestId: string; userId: string }) {
  await tx
    .insert(agentRequestReads)
    .values({ ...input, readAt: sql`now()` })
    .onConflictDoUpdate({
      target: [agentRequestReads.requestId, agentRequestReads.userId],
      set: { readAt: sql`now()` },
    });
}
