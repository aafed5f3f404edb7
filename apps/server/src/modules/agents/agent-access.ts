import { agentReadRights } from '@securite/domain/agents/agent-read-rights';
import { ungrantableRights } from '@securite/domain/agents/rights-grant';
import { type Actor, assertGranted, isGranted } from '@securite/domain/auth/access';
import { isRight, type Right, rightLabels } from '@securite/domain/auth/rights';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { missingRightMessage } from '@securite/domain/errors/messages';
import type { TenantContext } from '../../http/tenancy.ts';

/** Rights that let staff read agent records (lists, details, exports): the domain's, shared with the web. */
export const AGENT_READ_RIGHTS: Right[] = [...agentReadRights];

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

/** Refuses (403, naming the right) giving an agent a right the actor does not hold themself. */
export function assertGrantable(
  actor: Actor,
  requested: readonly string[] | undefined,
  current: readonly string[] = [],
) {
  const [refused] = ungrantableRights(actor, requested ?? [], current);
  if (!refused) return;
  const label = isRight(refused) ? rightLabels[refused] : refused;
  throw new AppError(ErrorCode.MissingRight, missingRightMessage(label), { details: { right: refused } });
}
