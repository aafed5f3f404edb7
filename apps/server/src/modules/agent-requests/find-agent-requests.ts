import type { AgentRequest, AgentRequestFetchRequest } from '@securite/domain/agent-requests/schemas';
import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import { and, asc, count, desc, eq, ilike, inArray, not, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { agentRequestReads, agentRequests } from '../../db/schema/workforce.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { assertNotCustomer, ownAgentIdOf, visibleRequests } from './agent-request-access.ts';
import { selectAgentRequests, unreadSql } from './present-agent-request.ts';

const orderColumns = {
  createdAt: agentRequests.createdAt,
  updatedAt: agentRequests.updatedAt,
  status: agentRequests.status,
  subject: agentRequests.subject,
} as const;

/** POST {agency}{scope}/fetch/agent-requests: agents see their own requests; staff handling them, all. */
export async function findAgentRequests(
  ctx: AppContext,
  tenant: TenantContext,
  request: AgentRequestFetchRequest,
): Promise<{ data: AgentRequest[]; total: number }> {
  assertNotCustomer(tenant);
  const { filters } = request;
  const search = filters.search ? containsPattern(filters.search) : null;
  const reader = { userId: tenant.actor.userId, ownAgentId: ownAgentIdOf(tenant) };
  const where = and(
    visibleRequests(tenant),
    filters.status?.length ? inArray(agentRequests.status, filters.status) : undefined,
    filters.requestTypes?.length ? inArray(agentRequests.requestTypeId, filters.requestTypes) : undefined,
    filters.agentIds?.length ? inArray(agentRequests.agentId, filters.agentIds) : undefined,
    search ? or(ilike(agentRequests.subject, search), ilike(agentRequests.content, search)) : undefined,
    filters.unread === undefined ? undefined : filters.unread ? unreadSql(reader) : not(unreadSql(reader)),
  ) as SQL;
  const direction = request.orderBy.direction === 'asc' ? asc : desc;
  const [data, [{ total }]] = await Promise.all([
    selectAgentRequests(ctx.db, reader, tenant.agency.id, where, {
      orderBy: [direction(orderColumns[request.orderBy.field]), direction(agentRequests.id)],
      limit: request.limit,
      offset: fetchOffset(request),
    }),
    // The reader's reading (one row at most) joined as in the rows, for the unread filter.
    ctx.db
      .select({ total: count() })
      .from(agentRequests)
      .leftJoin(
        agentRequestReads,
        and(
          eq(agentRequestReads.requestId, agentRequests.id),
          inAgency(agentRequestReads, tenant.agency.id),
          eq(agentRequestReads.userId, reader.userId),
        ),
      )
      .where(where),
  ]);
  return { data, total };
}
