import { assertGranted } from '@securite/domain/auth/access';
import type { Right } from '@securite/domain/auth/rights';
import { planningExportRights, planningSendRights } from '@securite/domain/planning-export/planning-export-schemas';
import type { TenantContext } from '../../http/tenancy.ts';
import { isSelf } from '../agents/public.ts';

export const PLANNING_EXPORT_RIGHTS: Right[] = [...planningExportRights];
export const PLANNING_SEND_RIGHTS: Right[] = [...planningSendRights];

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
