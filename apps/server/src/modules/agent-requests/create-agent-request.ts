import { handlesAgencyRequests } from '@securite/domain/agent-requests/agent-request-access';
import type { AgentRequest, AgentRequestCreate } from '@securite/domain/agent-requests/schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { validationMessages } from '@securite/domain/validation/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { agentRequests } from '../../db/schema/workforce.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { assertSameRequest, requestHash } from '../../http/idempotency.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { findLiveAgencyType } from '../agency-settings/public.ts';
import { assertAgencyAgents } from '../agents/public.ts';
import { assertNotCustomer, ownAgentIdOf } from './agent-request-access.ts';
import { markAgentRequestRead, presentAgentRequestById, type RequestReader } from './present-agent-request.ts';

/**
 * POST {agency}{scope}/request: an agent asks for themself; staff handling requests may ask for an agent. A
 * client uuid makes it idempotent (same payload: the first answer again; another payload: 422).
 */
export async function createAgentRequest(
  ctx: AppContext,
  tenant: TenantContext,
  input: AgentRequestCreate,
): Promise<AgentRequest> {
  assertNotCustomer(tenant);
  const agencyId = tenant.agency.id;
  const userId = tenant.actor.userId;
  const ownAgentId = ownAgentIdOf(tenant);
  const reader: RequestReader = { userId, ownAgentId };
  const agentId = input.agentId ?? ownAgentId ?? tenant.scope.agentId;
  if (!agentId) {
    throw new AppError(ErrorCode.Validation, messages.validation, { errors: { agentId: validationMessages.required } });
  }
  if (agentId !== ownAgentId && !handlesAgencyRequests(tenant.actor)) {
    throw new AppError(ErrorCode.Forbidden, messages.forbidden);
  }
  if (tenant.scope.agentId && agentId !== tenant.scope.agentId) throw notFound(messages.agentNotFound);
  const hash = input.uuid ? requestHash(userId, { ...input, agentId }) : null;
  const replay = async (tx: Tx) => {
    if (!input.uuid || !hash) return null;
    const [first] = await tx
      .select({ id: agentRequests.id, requestHash: agentRequests.requestHash })
      .from(agentRequests)
      .where(and(inAgency(agentRequests, agencyId), eq(agentRequests.clientUuid, input.uuid)));
    if (!first) return null;
    assertSameRequest(first.requestHash, hash);
    return presentAgentRequestById(tx, reader, agencyId, first.id);
  };
  return ctx.db.transaction(async (tx) => {
    const again = await replay(tx);
    if (again) return again;
    await assertAgencyAgents(tx, agencyId, [agentId]);
    const type = await findLiveAgencyType(tx, agencyId, 'request', input.requestTypeId);
    if (!type) throw notFound(messages.requestTypeNotFound);
    const [created] = await tx
      .insert(agentRequests)
      .values({
        agencyId,
        agentId,
        requestTypeId: type.id,
        subject: input.subject,
        content: input.content,
        // Made by staff for an agent: news for the agent.
        staffActivityAt: agentId === ownAgentId ? null : sql`now()`,
        clientUuid: input.uuid ?? null,
        requestHash: hash,
        createdByUserId: userId,
      })
      .onConflictDoNothing()
      .returning({ id: agentRequests.id });
    if (!created) {
      // A concurrent retry with the same uuid committed first.
      const raced = await replay(tx);
      if (!raced) throw notFound(messages.agentRequestNotFound);
      return raced;
    }
    await markAgentRequestRead(tx, { agencyId, requestId: created.id, userId });
    return presentAgentRequestById(tx, reader, agencyId, created.id);
  });
}
