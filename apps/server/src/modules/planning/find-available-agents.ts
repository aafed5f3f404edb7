import { readPlanningSettings } from '@securite/domain/planning/planning-settings';
import type { AvailableAgent, AvailableAgentsRequest } from '@securite/domain/planning/service-schemas';
import { serviceMessages } from '@securite/domain/planning/service-schemas';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { fullnameSql } from '../agents/public.ts';
import { loadAgentFacts } from './load-check-context.ts';
import { type CandidateRow, runChecks } from './run-checks.ts';

/** Most agents proposed for a cover. */
const MAX_PROPOSALS = 100;

/**
 * POST {agency}/fetch/agents/availables: every live agent record of the agency (with or without an account) who could take these services, with
 * the issues the checks would raise if they did; no issue first, then warnings only (fewest first), then
 * blocking ones. The agents already on the services are left out.
 */
export async function findAvailableAgents(
  ctx: AppContext,
  tenant: TenantContext,
  request: AvailableAgentsRequest,
): Promise<{ data: AvailableAgent[] }> {
  const agencyId = tenant.agency.id;
  const covered = await ctx.db
    .select({
      id: services.id,
      agentId: services.agentId,
      siteId: services.siteId,
      siteName: sites.name,
      startAt: services.startAt,
      endAt: services.endAt,
      specialty: services.specialty,
    })
    .from(services)
    .leftJoin(sites, and(eq(sites.id, services.siteId), inAgency(sites, agencyId)))
    .where(and(inAgency(services, agencyId), inArray(services.id, request.serviceIds), isNull(services.deletedAt)));
  if (covered.length !== new Set(request.serviceIds).size) throw notFound(serviceMessages.notFound);
  const search = request.search?.trim().toLowerCase();
  const agents = (
    await ctx.db
      .select({ id: memberships.id, fullname: fullnameSql })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          inAgency(memberships, agencyId),
          eq(memberships.role, 'agent'),
          // A record is planned whether or not it has a login account (an agency has fewer accounts than records).
          isNull(memberships.deletedAt),
        ),
      )
  ).filter((a) => !covered.some((s) => s.agentId === a.id) && (!search || a.fullname.toLowerCase().includes(search)));
  if (agents.length === 0) return { data: [] };
  const window = {
    from: new Date(Math.min(...covered.map((s) => s.startAt.getTime()))),
    to: new Date(Math.max(...covered.map((s) => s.endAt.getTime()))),
  };
  const facts = await loadAgentFacts(
    ctx.db,
    agencyId,
    agents.map((a) => a.id),
    window,
    covered.map((s) => s.id),
  );
  const settings = readPlanningSettings((tenant.agency.settings as Record<string, unknown>).planning);
  const siteNames = new Map(
    covered.flatMap((s) => (s.siteId ? [[s.siteId, s.siteName ?? '']] : [])) as [string, string][],
  );
  const ranked = agents.map((agent) => {
    const candidates: CandidateRow[] = covered.map((s) => ({ ...s, key: s.id, lineKey: s.id, agentId: agent.id }));
    const issues = runChecks(candidates, facts, {
      timeZone: tenant.agency.timezone,
      settings,
      siteNames,
    });
    return { agent, issues, blocking: issues.some((i) => i.blocking) };
  });
  ranked.sort(
    (a, b) =>
      Number(a.blocking) - Number(b.blocking) ||
      a.issues.length - b.issues.length ||
      a.agent.fullname.localeCompare(b.agent.fullname, 'fr'),
  );
  return { data: ranked.slice(0, MAX_PROPOSALS) };
}
