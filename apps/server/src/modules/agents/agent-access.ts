import { assertGranted, isGranted } from '@securite/domain/auth/access';
import type { Right } from '@securite/domain/auth/rights';
import type { TenantContext } from '../../http/tenancy.ts';

/** Rights that let staff read agent records (lists, details, exports): managing or planning agents. */
export const AGENT_READ_RIGHTS: Right[] = ['agents.create', 'agents.edit', 'planning.agents'];

/** Whether the caller is the agent the id names (an agent reading their own record). */
export function isSelf(tenant: TenantContext, agentId: string): boolean {
  return tenant.membership?.role === 'agent' && tenant.membership.id === agentId;
}

/** An agent reads their own record; anyone else needs a right to read agents (403 naming it otherwise). */
export function assertCanReadAgent(tenant: TenantContext, agentId: string): void {
  if (isSelf(tenant, agentId)) return;
  assertGranted(tenant.actor, AGENT_READ_RIGHTS);
}

/** Badges: an agent sees their own with 'agents.badge'; staff print anyone's with a right to read agents. */
export function assertCanSeeBadge(tenant: TenantContext, agentId: string): void {
  if (isSelf(tenant, agentId) && isGranted(tenant.actor, ['agents.badge'])) return;
  if (isSelf(tenant, agentId)) assertGranted(tenant.actor, ['agents.badge']);
  assertGranted(tenant.actor, AGENT_READ_RIGHTS);
}
