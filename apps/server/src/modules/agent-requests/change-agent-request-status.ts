import type { AgentRequest, AgentRequestStatusChange } from '@securite/domain/agent-requests/schemas';
import {
  type AgentRequestStatus,
  agentRequestStatusLabels,
  canChangeStatus,
} from '@securite/domain/agent-requests/status';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { agentRequests } from '../../db/schema/workforce.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { notifyUser } from '../notifications/public.ts';
import { assertNotCustomer, ownAgentIdOf, visibleRequests } from './agent-request-access.ts';
import { agentRequestStatusMail } from './agent-request-status-mail.ts';
import { markAgentRequestRead, presentAgentRequestById } from './present-agent-request.ts';

/**
 * POST {agency}/request/{status}: moves a request to a new state (right agentRequests.edit). With sendEmail the
 * requester gets a French e-mail and a notice, both only if the change commits.
 */
export async function changeAgentRequestStatus(
  ctx: AppContext,
  tenant: TenantContext,
  status: AgentRequestStatus,
  input: AgentRequestStatusChange,
): Promise<AgentRequest> {
  assertNotCustomer(tenant);
  const agencyId = tenant.agency.id;
  const reader = { userId: tenant.actor.userId, ownAgentId: ownAgentIdOf(tenant) };
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ request: agentRequests, requester: users })
      .from(agentRequests)
      .innerJoin(memberships, and(eq(memberships.id, agentRequests.agentId), inAgency(memberships, agencyId)))
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(agentRequests.id, input.id), visibleRequests(tenant)))
      .for('update', { of: agentRequests });
    if (!found) throw notFound(messages.agentRequestNotFound);
    const from = found.request.status as AgentRequestStatus;
    if (from === status)
      throw new AppError(ErrorCode.Conflict, messages.agentRequestStatusUnchanged(agentRequestStatusLabels[from]));
    if (!canChangeStatus(from, status)) {
      throw new AppError(
        ErrorCode.Conflict,
        messages.agentRequestStatusRefused(agentRequestStatusLabels[from], agentRequestStatusLabels[status]),
      );
    }
    const byRequester = found.request.agentId === reader.ownAgentId;
    await tx
      .update(agentRequests)
      .set({
        status,
        statusChangedAt: sql`now()`,
        updatedAt: sql`now()`,
        ...(byRequester ? { requesterActivityAt: sql`now()` } : { staffActivityAt: sql`now()` }),
      })
      .where(and(eq(agentRequests.id, found.request.id), inAgency(agentRequests, agencyId)));
    await markAgentRequestRead(tx, { agencyId, requestId: found.request.id, userId: reader.userId });
    if (input.sendEmail) {
      const { requester, request } = found;
      const label = agentRequestStatusLabels[status];
      if (requester.email) {
        const mail = agentRequestStatusMail({
          to: requester.email,
          agencyId,
          agencyName: tenant.agency.name,
          firstname: requester.firstname,
          subject: request.subject,
          status,
        });
        await queueMail(ctx, mail, { tx });
      }
      await notifyUser(
        ctx,
        { userId: requester.id, agencyId, title: `Demande ${label.toLowerCase()}`, body: request.subject },
        tx,
      );
    }
    return presentAgentRequestById(tx, reader, agencyId, found.request.id);
  });
}
