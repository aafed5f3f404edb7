import type { AutoplanAgent, AutoplanPost, AutoplanProblem } from '@securite/domain/planning/autoplan/autoplan-problem';
import {
  type AutoplanRequest,
  defaultAutoplanWeights,
  zAutoplanRequest,
} from '@securite/domain/planning/autoplan/autoplan-schemas';
import { planningRulesFor, readPlanningSettings } from '@securite/domain/planning/planning-settings';
import { startOfLocalDay } from '@securite/domain/time/local-days';
import { and, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { services } from '../../../db/schema/services.ts';
import { memberships } from '../../../db/schema/tenancy.ts';
import { inAgency } from '../../../db/tenant.ts';
import type { AgencyRow } from '../../../http/tenancy.ts';
import { loadAgentFacts } from '../load-check-context.ts';

const DAY = 86_400_000;

/** The period's days [from, to] as instants in the agency's zone: [start of `from`, start of the day after `to`). */
export function periodInstants(timeZone: string, request: { from: string; to: string }) {
  const first = Date.parse(`${request.from}T00:00:00Z`) / DAY;
  const last = Date.parse(`${request.to}T00:00:00Z`) / DAY;
  return { from: new Date(startOfLocalDay(timeZone, first)), to: new Date(startOfLocalDay(timeZone, last + 1)) };
}

/**
 * Reads what a proposal needs: the open posts of the period (planned services of the chosen sites without agent,
 * or whose agent is unavailable then), every live agent record with what the planning checks read (the batch
 * save's loader, the open posts left out as the edits they will be), the sites each agent knows and is excluded from.
 */
export async function loadAutoplanProblem(
  db: Db,
  agency: Pick<AgencyRow, 'id' | 'timezone' | 'settings'>,
  stored: AutoplanRequest,
): Promise<AutoplanProblem> {
  const request = zAutoplanRequest.parse(stored);
  const agencyId = agency.id;
  const timeZone = agency.timezone;
  const period = periodInstants(timeZone, request);
  const where: SQL[] = [
    inAgency(services, agencyId),
    isNull(services.deletedAt),
    eq(services.status, 0),
    eq(services.isCircuit, false),
    isNull(services.circuitId),
    gte(services.startAt, period.from),
    lt(services.startAt, period.to),
  ];
  if (request.siteIds.length > 0) where.push(inArray(services.siteId, request.siteIds));
  const rows = await db
    .select({
      id: services.id,
      siteId: services.siteId,
      agentId: services.agentId,
      startAt: services.startAt,
      endAt: services.endAt,
      specialty: services.specialty,
    })
    .from(services)
    .where(and(...where));
  const agentRows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(inAgency(memberships, agencyId), eq(memberships.role, 'agent'), isNull(memberships.deletedAt)));
  const agentIds = agentRows.map((r) => r.id);
  const window = { from: period.from, to: period.to };
  // Who is unavailable when: the assigned services that lose their agent are open posts too.
  const assignedAgents = [...new Set(rows.flatMap((r) => (r.agentId ? [r.agentId] : [])))];
  const onAssigned = await loadAgentFacts(db, agencyId, assignedAgents, window);
  const posts: AutoplanPost[] = rows
    .filter(
      (r) =>
        !r.agentId ||
        (onAssigned.unavailabilities.get(r.agentId) ?? []).some((u) => u.startAt < r.endAt && u.endAt > r.startAt),
    )
    .map((r) => ({
      id: r.id,
      siteId: r.siteId,
      startAt: r.startAt,
      endAt: r.endAt,
      specialty: r.specialty,
      previousAgentId: r.agentId,
    }))
    .sort((x, y) => x.startAt.getTime() - y.startAt.getTime());
  const facts = await loadAgentFacts(
    db,
    agencyId,
    agentIds,
    window,
    posts.map((p) => p.id),
  );
  const settings = readPlanningSettings((agency.settings as Record<string, unknown>).planning);
  const rules = planningRulesFor(settings);
  const days = (period.to.getTime() - period.from.getTime()) / DAY;
  const agents: AutoplanAgent[] = [];
  for (const id of agentIds) {
    const agent = facts.agents.get(id);
    if (!agent) continue;
    const existing = facts.existing.get(id) ?? [];
    agents.push({
      check: { timeZone, agent, existing, unavailabilities: facts.unavailabilities.get(id) ?? [], rules },
      contractHours: agent.monthlyLimitHours === null ? null : (agent.monthlyLimitHours * days) / 30.44,
      knownSites: [...new Set(existing.flatMap((s) => (s.siteId ? [s.siteId] : [])))],
      // The same list the checks read (loadAgentFacts): the candidate search and the verification agree.
      excludedSites: (agent.excludedSites ?? []).map((site) => site.id),
    });
  }
  return {
    timeZone,
    from: period.from,
    to: period.to,
    posts,
    agents,
    blocking: settings.blockingErrors,
    coefficients: settings.coefficients,
    weights: { ...defaultAutoplanWeights, ...request.weights },
  };
}
