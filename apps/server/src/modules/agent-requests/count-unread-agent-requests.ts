import { handlesAgencyRequests, seesUnreadCounts } from '@securite/domain/agent-requests/agent-request-access';
import type { AgentRequestUnread } from '@securite/domain/agent-requests/schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agentRequestReads, agentRequests } from '../../db/schema/workforce.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { assertNotCustomer, ownAgentIdOf } from './agent-request-access.ts';
import { unreadSql } from './present-agent-request.ts';

/**
 * GET {agency}/requests/unread: selfUnread counts the caller's own requests with staff news they have not read;
 * agencyUnread (staff handling requests) the others' requests they have not read since they were made.
 */
export async function countUnreadAgentRequests(ctx: AppContext, tenant: TenantContext): Promise<AgentRequestUnread> {
  assertNotCustomer(tenant);
  if (!seesUnreadCounts(tenant.actor)) throw new AppError(ErrorCode.Forbidden, messages.forbidden);
  const reader = { userId: tenant.actor.userId, ownAgentId: ownAgentIdOf(tenant) };
  const unreadFor = async (where: SQL | undefined) => {
    const [{ n }] = await ctx.db
      .select({ n: count() })
      .from(agentRequests)
      .leftJoin(
        agentRequestReads,
        and(
          eq(agentRequestReads.requestId, agentRequests.id),
          inAgency(agentRequestReads, tenant.agency.id),
          eq(agentRequestReads.userId, reader.userId),
        ),
      )
      .where(and(inAgency(agentRequests, tenant.agency.id), where, unreadSql(reader)));
    return n;
  };
  const [selfUnread, agencyUnread] = await Promise.all([
    reader.ownAgentId ? unreadFor(eq(agentRequests.agentId, reader.ownAgentId)) : 0,
    handlesAgencyRequests(tenant.actor)
      ? unreadFor(reader.ownAgentId ? ne(agentRequests.agentId, reader.ownAgentId) : undefined)
      : 0,
  ]);
  return { selfUnread, agencyUnread };
}
