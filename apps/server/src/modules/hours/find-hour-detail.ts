import { messages } from '@securite/domain/errors/messages';
import type { HourDetail, HourLine, zHourDetailRequest } from '@securite/domain/hours/hours-schemas';
import { roundHours, weightedHours } from '@securite/domain/hours/weighted-hours';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { sites } from '../../db/schema/sites.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { countAgent, overtimeQueryStart } from './agent-hours.ts';
import { countService, HoursTally } from './count-hours.ts';
import { findHourAgents, type HourAgent } from './hour-agents.ts';
import { findHourNames } from './hour-names.ts';
import { findHourServices, type HourServiceRow } from './hour-services.ts';
import { type HoursContext, loadHoursContext } from './hours-context.ts';

type Request = z.output<typeof zHourDetailRequest>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The services overlapping the period, one line each with its time inside the period. */
async function linesOf(
  ctx: AppContext,
  tenant: TenantContext,
  services: readonly HourServiceRow[],
  hours: HoursContext,
): Promise<{ lines: HourLine[]; tally: HoursTally }> {
  const names = await findHourNames(ctx.db, tenant.agency.id, {
    siteIds: [...new Set(services.flatMap((s) => (s.siteId ? [s.siteId] : [])))],
    agentIds: [...new Set(services.flatMap((s) => (s.agentId ? [s.agentId] : [])))],
  });
  const tally = new HoursTally();
  const lines: HourLine[] = [];
  for (const service of services) {
    if (service.endAt <= hours.start) continue;
    const count = countService(service, hours);
    tally.add(count);
    const one = new HoursTally().add(count).present(hours);
    lines.push({
      serviceId: service.id,
      reference: service.reference,
      status: service.status,
      startAt: service.startAt.toISOString(),
      endAt: service.endAt.toISOString(),
      realStartAt: iso(service.realStartAt),
      realEndAt: iso(service.realEndAt),
      site: service.siteId ? { id: service.siteId, name: names.site.get(service.siteId) ?? '' } : null,
      agent: service.agentId ? { id: service.agentId, fullname: names.agent.get(service.agentId) ?? '' } : null,
      plannedMinutes: one.plannedMinutes,
      realizedMinutes: one.realizedMinutes,
      categories: one.categories,
      weightedHours: roundHours(weightedHours(count.split, hours.coefficients)),
    });
  }
  return { lines, tally };
}

/** One person's lines, totals and overtime (the reference periods ending in the period). */
export async function agentHourDetail(
  ctx: AppContext,
  tenant: TenantContext,
  hours: HoursContext,
  agent: HourAgent,
): Promise<HourDetail> {
  const services = await findHourServices(ctx.db, {
    agencyId: tenant.agency.id,
    fakeFilter: tenant.fakeFilter,
    start: overtimeQueryStart(hours),
    end: hours.end,
    agentIds: [agent.id],
  });
  const { lines, tally } = await linesOf(ctx, tenant, services, hours);
  const { row, periods } = countAgent(agent, services, hours);
  return {
    lines,
    totals: tally.present(hours),
    overtime: {
      limit: row.limit,
      periods,
      overtimeIncreaseBp: row.overtimeIncreaseBp,
      overtimeMinutes: row.overtimeMinutes,
      overtimeWeightedHours: row.overtimeWeightedHours,
    },
    timeZone: hours.timeZone,
    coefficients: hours.coefficients,
  };
}

/** The agency's person with that membership id (any role but customer, archived included), or null. */
export async function findHourAgent(ctx: AppContext, tenant: TenantContext, id: string): Promise<HourAgent | null> {
  const [agent] = await findHourAgents(ctx.db, {
    agencyId: tenant.agency.id,
    fakeFilter: tenant.fakeFilter,
    withServices: [id],
    agentIds: [id],
  });
  return agent ?? null;
}

/** POST {agency}/fetch/hour-detail: the services of one agent or one site over the period, each with its split. */
export async function findHourDetail(ctx: AppContext, tenant: TenantContext, request: Request): Promise<HourDetail> {
  const hours = await loadHoursContext(ctx, tenant, request);
  if (request.agentId) {
    const agent = await findHourAgent(ctx, tenant, request.agentId);
    if (!agent) throw notFound(messages.agentNotFound);
    return agentHourDetail(ctx, tenant, hours, agent);
  }
  const siteId = request.siteId as string;
  const [site] = await ctx.db
    .select({ id: sites.id })
    .from(sites)
    .where(and(inAgency(sites, tenant.agency.id), eq(sites.id, siteId)));
  if (!site) throw notFound(messages.siteNotFound);
  const services = await findHourServices(ctx.db, {
    agencyId: tenant.agency.id,
    fakeFilter: tenant.fakeFilter,
    start: hours.start,
    end: hours.end,
    siteIds: [siteId],
  });
  const { lines, tally } = await linesOf(ctx, tenant, services, hours);
  return {
    lines,
    totals: tally.present(hours),
    overtime: null,
    timeZone: hours.timeZone,
    coefficients: hours.coefficients,
  };
}
