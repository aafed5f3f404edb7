import { messages } from '@securite/domain/errors/messages';
import type { SiteExclusionRequest, SiteExclusions } from '@securite/domain/sites/site-exclusion-schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { siteAgentExclusions } from '../../db/schema/planning-proposals.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { assertFakeWritable } from '../../http/fake-data.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { assertAgencyAgents, fullnameSql } from '../agents/public.ts';
import { findAgencySite } from './site-access.ts';

/** The agents excluded from a site of the agency, by name. */
async function listExclusions(tx: Tx, agencyId: string, siteId: string): Promise<SiteExclusions> {
  const rows = await tx
    .select({
      agentId: siteAgentExclusions.agentId,
      fullname: fullnameSql,
      reason: siteAgentExclusions.reason,
      createdAt: siteAgentExclusions.createdAt,
    })
    .from(siteAgentExclusions)
    .innerJoin(memberships, and(eq(memberships.id, siteAgentExclusions.agentId), inAgency(memberships, agencyId)))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inAgency(siteAgentExclusions, agencyId), eq(siteAgentExclusions.siteId, siteId)))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(siteAgentExclusions.agentId));
  return {
    siteId,
    agents: rows.map((r) => ({
      agentId: r.agentId,
      fullname: r.fullname,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

async function siteOf(tx: Tx, agencyId: string, siteId: string) {
  const site = await findAgencySite(tx, agencyId, siteId);
  if (!site) throw notFound(messages.siteNotFound);
  return site;
}

/** GET {agency}/site/{id}/excluded-agents. */
export async function getSiteExclusions(ctx: AppContext, tenant: TenantContext, siteId: string) {
  const site = await siteOf(ctx.db, tenant.agency.id, siteId);
  return listExclusions(ctx.db, tenant.agency.id, site.id);
}

/**
 * POST {agency}/site/{id}/excluded-agents: the site and the agent must be the agency's (else 404); adding an
 * agent already excluded changes nothing (one row, its first reason and date), so a retry is harmless.
 */
export async function addSiteExclusion(
  ctx: AppContext,
  tenant: TenantContext,
  request: { url: string },
  siteId: string,
  input: SiteExclusionRequest,
): Promise<SiteExclusions> {
  const agencyId = tenant.agency.id;
  return ctx.db.transaction(async (tx) => {
    const site = await siteOf(tx, agencyId, siteId);
    assertFakeWritable(request, site);
    await assertAgencyAgents(tx, agencyId, [input.agentId]);
    await tx
      .insert(siteAgentExclusions)
      .values({ agencyId, siteId: site.id, agentId: input.agentId, reason: input.reason || null })
      .onConflictDoNothing();
    return listExclusions(tx, agencyId, site.id);
  });
}

/**
 * DELETE {agency}/site/{id}/excluded-agent/{agentId}: the site and the agent must be the agency's (else 404);
 * removing an agent who is not excluded changes nothing.
 */
export async function removeSiteExclusion(
  ctx: AppContext,
  tenant: TenantContext,
  request: { url: string },
  siteId: string,
  agentId: string,
): Promise<void> {
  const agencyId = tenant.agency.id;
  await ctx.db.transaction(async (tx) => {
    const site = await siteOf(tx, agencyId, siteId);
    assertFakeWritable(request, site);
    // Any membership of the agency (an agent archived since keeps the row until removed).
    const [agent] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(inAgency(memberships, agencyId), eq(memberships.id, agentId)));
    if (!agent) throw notFound(messages.agentNotFound);
    await tx
      .delete(siteAgentExclusions)
      .where(
        and(
          inAgency(siteAgentExclusions, agencyId),
          eq(siteAgentExclusions.siteId, site.id),
          eq(siteAgentExclusions.agentId, agent.id),
        ),
      );
  });
}
