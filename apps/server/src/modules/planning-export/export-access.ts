import { assertGranted } from '@securite/domain/auth/access';
import type { Right } from '@securite/domain/auth/rights';
import type { TenantContext } from '../../http/tenancy.ts';
import { isSelf } from '../agents/agent-access.ts';

/** Any one of these lets staff print and export the planning (spec 000: the two planning views, all services). */
export const PLANNING_EXPORT_RIGHTS: Right[] = ['planning.sites', 'planning.agents', 'services.view'];
/** Any one of these lets staff e-mail agents their planning. */
export const PLANNING_SEND_RIGHTS: Right[] = ['planning.agents', 'services.view'];

/** The /agent/{agentId} segment of the path, when the route was called in an agent's scope. */
export function scopedAgentId(params: unknown): string | undefined {
  const value = (params as { agentId?: unknown } | null)?.agentId;
  return typeof value === 'string' ? value : undefined;
}

/**
 * In an agent's scope the agent acts on their own planning without any right; staff acting there, and anyone on the
 * agency-wide routes, need one of the rights (403 naming them otherwise).
 */
export function assertPlanningAccess(tenant: TenantContext, agentId: string | undefined, rights: Right[]): void {
  if (agentId !== undefined && isSelf(tenant, agentId)) return;
  assertGranted(tenant.actor, rights);
}
