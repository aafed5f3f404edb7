import type { AgentRequest } from '@securite/domain/agent-requests/schemas';
import { messages } from '@securite/domain/errors/messages';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agentRequests } from '../../db/schema/workforce.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { assertNotCustomer, ownAgentIdOf, visibleRequests } from './agent-request-access.ts';
import { markAgentRequestRead, presentAgentRequestById } from './present-agent-request.ts';

/** GET {agency}{scope}/request/{id}: a request the caller sees, now marked read by them. */
export async function getAgentRequest(ctx: AppContext, tenant: TenantContext, id: string): Promise<AgentRequest> {
  assertNotCustomer(tenant);
  const agencyId = tenant.agency.id;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: agentRequests.id })
      .from(agentRequests)
      .where(and(eq(agentRequests.id, id), visibleRequests(tenant)));
    if (!row) throw notFound(messages.agentRequestNotFound);
    await markAgentRequestRead(tx, { agencyId, requestId: row.id, userId: tenant.actor.userId });
    return presentAgentRequestById(
      tx,
      { userId: tenant.actor.userId, ownAgentId: ownAgentIdOf(tenant) },
      agencyId,
      row.id,
    );
  });
}
