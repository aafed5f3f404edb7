import { handlesAgencyRequests } from '@securite/domain/agent-requests/agent-request-access';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { agentRequests } from '../../db/schema/workforce.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';

/** Agent requests are between agents and the agency: customers never see them. */
export function assertNotCustomer(tenant: TenantContext): void {
  if (tenant.actor.role === 'customer') throw new AppError(ErrorCode.Forbidden, messages.forbidden);
}

/** The caller's own requester id: their membership when they are an agent. */
export function ownAgentIdOf(tenant: TenantContext): string | null {
  return tenant.membership?.role === 'agent' ? tenant.membership.id : null;
}

/**
 * The requests the caller sees: staff handling requests see the agency's (or the scope agent's), everyone else
 * their own.
 */
export function visibleRequests(tenant: TenantContext): SQL {
  const ofAgency = inAgency(agentRequests, tenant.agency.id);
  if (handlesAgencyRequests(tenant.actor)) {
    const agentId = tenant.scope.agentId;
    return (agentId ? and(ofAgency, eq(agentRequests.agentId, agentId)) : ofAgency) as SQL;
  }
  const own = ownAgentIdOf(tenant);
  return (own ? and(ofAgency, eq(agentRequests.agentId, own)) : sql`false`) as SQL;
}
