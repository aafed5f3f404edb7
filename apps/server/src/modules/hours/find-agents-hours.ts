import type { AgentsHoursPage, zAgentsHoursRequest } from '@securite/domain/hours/hours-schemas';
import { overtimeWeightedHours } from '@securite/domain/hours/overtime';
import { roundHours } from '@securite/domain/hours/weighted-hours';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { type AgentCount, countAgent, overtimeQueryStart } from './agent-hours.ts';
import { HoursTally } from './count-hours.ts';
import { findHourAgents } from './hour-agents.ts';
import { findHourServices, type HourServiceRow } from './hour-services.ts';
import { loadHoursContext } from './hours-context.ts';
import { sortRows } from './sort-rows.ts';

type Request = z.output<typeof zAgentsHoursRequest>;

/**
 * POST {agency}/agents/fetch/hours (also /fetch/hours): per agent over the period, planned and realized time,
 * the pay categories, the weighted hours, the contract limit and the overtime; a page of rows and the totals of
 * every row the filters keep.
 */
export async function findAgentsHours(
  ctx: AppContext,
  tenant: TenantContext,
  request: Request,
): Promise<AgentsHoursPage> {
  const hours = await loadHoursContext(ctx, tenant, request);
  const services = await findHourServices(ctx.db, {
    agencyId: tenant.agency.id,
    fakeFilter: tenant.fakeFilter,
    start: overtimeQueryStart(hours),
    end: hours.end,
    agentIds: request.agentIds,
    assignedOnly: true,
  });
  const byAgent = new Map<string, HourServiceRow[]>();
  for (const service of services) {
    const list = byAgent.get(service.agentId as string);
    if (list) list.push(service);
    else byAgent.set(service.agentId as string, [service]);
  }
  const agents = await findHourAgents(ctx.db, {
    agencyId: tenant.agency.id,
    fakeFilter: tenant.fakeFilter,
    withServices: [...byAgent.keys()],
    agentIds: request.agentIds,
    search: request.search,
  });
  const sortNames = new Map(agents.map((agent) => [agent.id, agent.sortName]));
  let counts: AgentCount[] = agents.map((agent) => countAgent(agent, byAgent.get(agent.id) ?? [], hours));
  if (request.withHoursOnly) counts = counts.filter((c) => c.tally.planned > 0 || c.tally.realized > 0);
  const totals = new HoursTally();
  let overtime = 0;
  let overtimeWeighted = 0;
  for (const count of counts) {
    totals.merge(count.tally);
    overtime += count.row.overtimeMinutes;
    overtimeWeighted += overtimeWeightedHours(count.row.overtimeMinutes, count.row.overtimeIncreaseBp);
  }
  const sorted = sortRows(
    counts.map((c) => c.row),
    request.orderBy,
    {
      name: (row) => sortNames.get(row.agent.id) ?? row.agent.fullname,
      planned: (row) => row.plannedMinutes,
      realized: (row) => row.realizedMinutes,
      weighted: (row) => row.weightedHours,
      overtime: (row) => row.overtimeMinutes,
    },
  );
  return {
    data: sorted.slice((request.page - 1) * request.limit, request.page * request.limit),
    total: sorted.length,
    totals: {
      ...totals.present(hours),
      overtimeMinutes: overtime,
      overtimeWeightedHours: roundHours(overtimeWeighted),
    },
    timeZone: hours.timeZone,
    coefficients: hours.coefficients,
  };
}
