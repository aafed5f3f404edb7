import type { HourCoefficients } from '@securite/domain/hours/hour-coefficients';
import type { HourPeriod } from '@securite/domain/hours/hour-period';
import { addSplit, type HourSplit, splitServiceMinutes } from '@securite/domain/hours/split-service-minutes';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { services } from '../../db/schema/services.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { findHourServices } from './hour-services.ts';
import { loadHoursContext } from './hours-context.ts';

/** One agent's worked time on one site over a period, in pay categories (minutes). */
export interface WorkedTime {
  siteId: string;
  agentId: string;
  split: HourSplit;
}

/**
 * The time worked over a period per site and agent: ended services with a site and an agent, from their real
 * start to their real end when both are known (else their planned times), cut to the period and split into the
 * pay categories on each site's holiday calendar, exactly as the hours screens split them. For the margins.
 */
export async function findWorkedTimes(
  ctx: AppContext,
  tenant: TenantContext,
  period: HourPeriod,
): Promise<{ worked: WorkedTime[]; coefficients: HourCoefficients }> {
  const hours = await loadHoursContext(ctx, tenant, period);
  const rows = await findHourServices(ctx.db, {
    agencyId: tenant.agency.id,
    fakeFilter: tenant.fakeFilter,
    start: hours.start,
    end: hours.end,
    assignedOnly: true,
    extra: eq(services.status, ServiceStatus.Ended),
  });
  const byKey = new Map<string, WorkedTime>();
  for (const row of rows) {
    if (!row.siteId || !row.agentId) continue;
    const from = row.realStartAt && row.realEndAt ? row.realStartAt : row.startAt;
    const to = row.realStartAt && row.realEndAt ? row.realEndAt : row.endAt;
    const start = Math.max(from.getTime(), hours.start.getTime());
    const end = Math.min(to.getTime(), hours.end.getTime());
    if (end <= start) continue;
    const split = splitServiceMinutes(start, end, {
      timeZone: hours.timeZone,
      coefficients: hours.coefficients,
      isHoliday: hours.holidaysOfSite(row.siteId),
    });
    const key = `${row.siteId}/${row.agentId}`;
    const entry = byKey.get(key);
    if (entry) addSplit(entry.split, split);
    else byKey.set(key, { siteId: row.siteId, agentId: row.agentId, split });
  }
  return { worked: [...byKey.values()], coefficients: hours.coefficients };
}
