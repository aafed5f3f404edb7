import { type CircuitSave, circuitMessages } from '@securite/domain/circuits/circuit-schemas';
import { findTourOverlaps } from '@securite/domain/circuits/circuit-stops';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { isBlocking } from '@securite/domain/planning/planning-errors';
import { readPlanningSettings } from '@securite/domain/planning/planning-settings';
import { type BatchIssue, serviceMessages } from '@securite/domain/planning/service-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { findAgencyAgents } from '../agents/public.ts';
import { loadAgentFacts, runChecks } from '../planning/public.ts';
import { type ExpandedCircuit, expandCircuit, type StoredCircuit } from './expand-circuit.ts';

/** The stored circuit and its live stops; 404 unless it is a live circuit of the agency. */
export async function loadStoredCircuit(ctx: AppContext, agencyId: string, id: string): Promise<StoredCircuit> {
  const rows = await ctx.db
    .select()
    .from(services)
    .where(
      and(
        inAgency(services, agencyId),
        isNull(services.deletedAt),
        or(and(eq(services.id, id), eq(services.isCircuit, true)), eq(services.circuitId, id)),
      ),
    );
  const parent = rows.find((r) => r.id === id);
  if (!parent) throw notFound(circuitMessages.notFound);
  return { parent, stops: rows.filter((r) => r.id !== id) };
}

/** Tour overlaps, once per pair of stops, at the first circuit's times (every day of a recurrence has the same). */
function tourOverlapIssues(
  save: CircuitSave,
  circuits: readonly ExpandedCircuit[],
  options: { agentName: string | null; siteNames: ReadonlyMap<string, string>; blocking: boolean },
): BatchIssue[] {
  const first = circuits[0];
  if (!first) return [];
  const repeated = circuits.length > 1 ? ` (sur chacun des ${circuits.length} circuits)` : '';
  return findTourOverlaps(save.stops).map(([earlier, later]) => {
    const stop = first.stops[later];
    const otherSite = options.siteNames.get(save.stops[earlier].siteId) ?? null;
    return {
      key: stop.key,
      type: 'tourOverlap' as const,
      message: `${circuitMessages.tourOverlap(earlier + 1, otherSite)}${repeated}`,
      blocking: options.blocking,
      agentName: options.agentName,
      siteName: options.siteNames.get(stop.siteId ?? '') ?? null,
      startAt: stop.startAt.toISOString(),
      endAt: stop.endAt.toISOString(),
    };
  });
}

/**
 * Checks a circuit save against the agency's data (its sites, its agent, the edited circuit still planned), expands
 * it into rows and lists the issues: the planning checks on each circuit as a whole (its stops are covered by it)
 * against the agent's other services, and the stops of the tour that overlap each other.
 */
export async function checkCircuit(ctx: AppContext, tenant: TenantContext, save: CircuitSave) {
  const agencyId = tenant.agency.id;
  const stored = save.id ? await loadStoredCircuit(ctx, agencyId, save.id) : null;
  if (stored && stored.parent.status === ServiceStatus.Ended)
    throw new AppError(ErrorCode.Conflict, serviceMessages.ended);
  if (
    stored &&
    (stored.parent.status !== ServiceStatus.Planned || stored.stops.some((s) => s.status !== ServiceStatus.Planned))
  ) {
    throw new AppError(ErrorCode.Conflict, circuitMessages.started);
  }

  const siteIds = [...new Set(save.stops.map((s) => s.siteId))];
  const siteRows = await ctx.db
    .select({ id: sites.id, name: sites.name, address: sites.address })
    .from(sites)
    .where(and(inAgency(sites, agencyId), inArray(sites.id, siteIds), isNull(sites.archivedAt)));
  if (siteRows.length !== siteIds.length) throw notFound(messages.siteNotFound);
  const agents = save.agentId ? await findAgencyAgents(ctx.db, agencyId, [save.agentId]) : [];
  if (save.agentId && agents.length === 0) throw notFound(messages.agentNotFound);

  const siteNames = new Map(siteRows.map((s) => [s.id, s.name]));
  const firstSite = siteRows.find((s) => s.id === save.stops[0].siteId);
  const timeZone = tenant.agency.timezone;
  const { batch, circuits } = expandCircuit(save, stored, { timeZone, firstZipcode: firstSite?.address?.zipcode });
  if (circuits.length === 0) throw new AppError(ErrorCode.Validation, serviceMessages.noChange);

  const settings = readPlanningSettings((tenant.agency.settings as Record<string, unknown>).planning);
  const issues: BatchIssue[] = [];
  if (save.agentId) {
    const candidates = circuits.map(({ parent, stops }) => ({ ...parent, key: parent.id, lineKey: stops[0].key }));
    const window = {
      from: new Date(Math.min(...candidates.map((c) => c.startAt.getTime()))),
      to: new Date(Math.max(...candidates.map((c) => c.endAt.getTime()))),
    };
    const replaced = stored ? [stored.parent.id, ...stored.stops.map((s) => s.id)] : [];
    const facts = await loadAgentFacts(ctx.db, agencyId, [save.agentId], window, replaced);
    issues.push(
      ...runChecks(candidates, facts, { timeZone, settings, siteNames }).map((i) => ({
        ...i,
        siteName: i.siteName ?? save.name,
      })),
    );
  }
  issues.push(
    ...tourOverlapIssues(save, circuits, {
      agentName: agents[0]?.fullname ?? null,
      siteNames,
      blocking: isBlocking('tourOverlap', settings.blockingErrors),
    }),
  );
  issues.sort((a, b) => a.startAt.localeCompare(b.startAt));
  return { batch, circuits, issues };
}
