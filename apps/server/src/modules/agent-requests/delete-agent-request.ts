import { handlesAgencyRequests } from '@securite/domain/agent-requests/agent-request-access';
import { AgentRequestStatus } from '@securite/domain/agent-requests/status';
import { isGranted } from '@securite/domain/auth/access';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agentRequests } from '../../db/schema/workforce.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { assertNotCustomer, ownAgentIdOf, visibleRequests } from './agent-request-access.ts';

/**
 * DELETE {agency}{scope}/request/{id}: staff handling requests with agentRequests.edit delete any; a requester
 * withdraws their own while it is still pending.
 */
export async function deleteAgentRequest(ctx: AppContext, tenant: TenantContext, id: string): Promise<void> {
  assertNotCustomer(tenant);
  const [row] = await ctx.db
    .select()
    .from(agentRequests)
    .where(and(eq(agentRequests.id, id), visibleRequests(tenant)));
  if (!row) throw notFound(messages.agentRequestNotFound);
  const manager = handlesAgencyRequests(tenant.actor) && isGranted(tenant.actor, ['agentRequests.edit']);
  if (!manager) {
    if (row.agentId !== ownAgentIdOf(tenant)) throw new AppError(ErrorCode.Forbidden, messages.forbidden);
    if (row.status !== AgentRequestStatus.Pending)
      throw new AppError(ErrorCode.Forbidden, messages.agentRequestNotDeletable);
  }
  await ctx.db
    .delete(agentRequests)
    .where(and(eq(agentRequests.id, row.id), inAgency(agentRequests, tenant.agency.id)));
}
