import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import type { PlanningErrorType } from '@securite/domain/planning/planning-errors';
import { readPlanningSettings } from '@securite/domain/planning/planning-settings';
import { type BatchIssue, type ServiceDraft, serviceMessages } from '@securite/domain/planning/service-schemas';
import { isServiceEditable, type ServiceStatus } from '@securite/domain/planning/service-status';
import { and, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { findAgencyAgents } from '../agents/public.ts';
import { assertServiceAttachments } from './assert-service-attachments.ts';
import { type ExpandedBatch, expandDrafts } from './expand-drafts.ts';
import { expandSeries } from './expand-series.ts';
import { loadAgentFacts } from './load-check-context.ts';
import { type CandidateRow, runChecks } from './run-checks.ts';

/**
 * Validates drafted lines against the agency's data (services, sites and agents must be the agency's; an ended
 * service refuses changes), expands them into rows and runs the planning checks (all, or the `only` ones).
 * A `series: 'following'` line first becomes one line per target (expandSeries), each checked like any edit.
 */
export async function checkBatch(
  ctx: AppContext,
  tenant: TenantContext,
  lines: readonly ServiceDraft[],
  only?: readonly PlanningErrorType[],
): Promise<{ batch: ExpandedBatch; issues: BatchIssue[] }> {
  const agencyId = tenant.agency.id;
  const drafts = await expandSeries(ctx.db, agencyId, tenant.agency.timezone, lines);
  const ids = drafts.flatMap((s) => (s.id ? [s.id] : []));
  const stored = ids.length
    ? await ctx.db
        .select()
        .from(services)
        .where(and(inAgency(services, agencyId), inArray(services.id, ids), isNull(services.deletedAt)))
    : [];
  if (stored.length !== new Set(ids).size) throw notFound(serviceMessages.notFound);
  if (stored.some((s) => !isServiceEditable(s.status as ServiceStatus))) {
    throw new AppError(ErrorCode.Conflict, serviceMessages.ended);
  }
  const storedById = new Map(stored.map((s) => [s.id, s]));

  const siteIds = [
    ...new Set([...drafts.flatMap((s) => (s.siteId ? [s.siteId] : [])), ...stored.map((s) => s.siteId)]),
  ].filter((id): id is string => Boolean(id));
  const siteRows = siteIds.length
    ? await ctx.db
        .select({ id: sites.id, name: sites.name, address: sites.address, archivedAt: sites.archivedAt })
        .from(sites)
        .where(and(inAgency(sites, agencyId), inArray(sites.id, siteIds)))
    : [];
  const newSiteIds = drafts.flatMap((s) => (s.siteId && !s.delete ? [s.siteId] : []));
  const liveSites = new Set(siteRows.filter((s) => !s.archivedAt).map((s) => s.id));
  if (newSiteIds.some((id) => !liveSites.has(id))) throw notFound(messages.siteNotFound);
  const agentIds = [...new Set(drafts.flatMap((s) => (s.agentId ? [s.agentId] : [])))];
  if ((await findAgencyAgents(ctx.db, agencyId, agentIds)).length !== agentIds.length) {
    throw notFound(messages.agentNotFound);
  }

  const timeZone = tenant.agency.timezone;
  const batch: ExpandedBatch = expandDrafts(drafts, storedById, {
    timeZone,
    siteZipcodes: new Map(siteRows.map((s) => [s.id, s.address?.zipcode])),
  });
  if (batch.inserts.length + batch.edits.length + batch.deletes.length === 0) {
    throw new AppError(ErrorCode.Validation, serviceMessages.noChange);
  }
  await assertServiceAttachments(ctx.db, agencyId, batch);

  const candidates: CandidateRow[] = [...batch.inserts, ...batch.edits].map((row) => ({
    key: row.id,
    lineKey: row.key,
    id: row.id,
    agentId: row.agentId,
    siteId: row.siteId,
    startAt: row.startAt,
    endAt: row.endAt,
    specialty: row.specialty,
    circuitId: row.circuitId,
    isCircuit: row.isCircuit,
  }));
  const settings = readPlanningSettings((tenant.agency.settings as Record<string, unknown>).planning);
  const withAgent = candidates.filter((c) => c.agentId);
  if (withAgent.length > 0) {
    const window = {
      from: new Date(Math.min(...withAgent.map((c) => c.startAt.getTime()))),
      to: new Date(Math.max(...withAgent.map((c) => c.endAt.getTime()))),
    };
    const replaced = [...batch.edits.map((e) => e.id), ...batch.deletes.map((d) => d.id)];
    // Edited lines keep their stored agent: the facts are those of every agent the rows end up with.
    const rowAgents = withAgent.map((c) => c.agentId as string);
    const facts = await loadAgentFacts(ctx.db, agencyId, rowAgents, window, replaced);
    const issues = runChecks(withAgent, facts, {
      timeZone,
      settings,
      siteNames: new Map(siteRows.map((s) => [s.id, s.name])),
      only,
    });
    return { batch, issues };
  }
  return { batch, issues: [] };
}
