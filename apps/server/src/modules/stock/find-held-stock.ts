import { agentReadRights } from '@securite/domain/agents/agent-read-rights';
import { assertGranted } from '@securite/domain/auth/access';
import { stockMessages } from '@securite/domain/stock/messages';
import type { HeldStock } from '@securite/domain/stock/stock-schemas';
import { todayIn } from '@securite/domain/time/calendar-day';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { sites } from '../../db/schema/sites.ts';
import { stockAssignments } from '../../db/schema/stock.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { selectAssignments } from './assignment-query.ts';
import { presentAssignment } from './present-stock.ts';
import { isUuid } from './repo.ts';
import { stockReadRights } from './stock-rights.ts';

async function held(ctx: AppContext, tenant: TenantContext, holder: { agentId: string } | { siteId: string }) {
  const agencyId = tenant.agency.id;
  const today = todayIn(tenant.agency.timezone);
  const rows = await selectAssignments(
    ctx.db,
    agencyId,
    and(
      eq(stockAssignments.status, 'assigned'),
      'agentId' in holder ? eq(stockAssignments.agentId, holder.agentId) : eq(stockAssignments.siteId, holder.siteId),
    ),
  ).orderBy(asc(stockAssignments.restitutionTo), desc(stockAssignments.createdAt));
  const data = rows.map((row) => presentAssignment(row, today));
  return { data, total: data.length };
}

/**
 * GET {agency}/agent/{agentId}/stock-assignments: the equipment an agent holds now (the tenancy guard has checked the
 * agent is of the agency, and that an agent asks for their own). Staff need to read agents or the stock.
 */
export async function findAgentStock(ctx: AppContext, tenant: TenantContext): Promise<HeldStock> {
  const agentId = tenant.scope.agentId;
  if (!agentId) throw notFound(stockMessages.agentNotFound);
  if (tenant.actor.role !== 'agent') assertGranted(tenant.actor, [...stockReadRights, ...agentReadRights]);
  return held(ctx, tenant, { agentId });
}

/**
 * GET {agency}/site/{id}/stock-assignments: the equipment on a site now. Its customer's users read their own sites';
 * staff need to keep sites or read the stock.
 */
export async function findSiteStock(ctx: AppContext, tenant: TenantContext, siteId: string): Promise<HeldStock> {
  if (!isUuid(siteId)) throw notFound(stockMessages.siteNotFound);
  const [site] = await ctx.db
    .select({ id: sites.id, customerId: sites.customerId })
    .from(sites)
    .where(and(inAgency(sites, tenant.agency.id), eq(sites.id, siteId)));
  if (!site) throw notFound(stockMessages.siteNotFound);
  if (tenant.actor.role === 'customer') {
    if (site.customerId === null || site.customerId !== tenant.scope.customerId) {
      throw notFound(stockMessages.siteNotFound);
    }
  } else {
    assertGranted(tenant.actor, [...stockReadRights, 'sites.create', 'sites.edit']);
  }
  return held(ctx, tenant, { siteId: site.id });
}
