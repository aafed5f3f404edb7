import type { SiteHoursRow, SitesHoursPage, zSitesHoursRequest } from '@securite/domain/hours/hours-schemas';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { countService, HoursTally } from './count-hours.ts';
import { findHourServices } from './hour-services.ts';
import { findHourSites } from './hour-sites.ts';
import { loadHoursContext } from './hours-context.ts';
import { sortRows } from './sort-rows.ts';

type Request = z.output<typeof zSitesHoursRequest>;

/**
 * POST {agency}/sites/fetch/hours: per site over the period, planned time (posts with no agent included, and
 * shown apart), realized time, the pay categories and the weighted hours; a page and the totals of every row.
 */
export async function findSitesHours(
  ctx: AppContext,
  tenant: TenantContext,
  request: Request,
): Promise<SitesHoursPage> {
  const hours = await loadHoursContext(ctx, tenant, request);
  const services = await findHourServices(ctx.db, {
    agencyId: tenant.agency.id,
    fakeFilter: tenant.fakeFilter,
    start: hours.start,
    end: hours.end,
    siteIds: request.siteIds,
  });
  const bySite = new Map<string, { tally: HoursTally; unassigned: number }>();
  for (const service of services) {
    if (!service.siteId) continue;
    let entry = bySite.get(service.siteId);
    if (!entry) {
      entry = { tally: new HoursTally(), unassigned: 0 };
      bySite.set(service.siteId, entry);
    }
    const count = countService(service, hours);
    entry.tally.add(count);
    if (!service.agentId) entry.unassigned += count.planned;
  }
  const sites = await findHourSites(ctx.db, {
    agencyId: tenant.agency.id,
    fakeFilter: tenant.fakeFilter,
    withServices: [...bySite.keys()],
    siteIds: request.siteIds,
    search: request.search,
  });
  const totals = new HoursTally();
  let unassigned = 0;
  let rows: SiteHoursRow[] = [];
  for (const site of sites) {
    const entry = bySite.get(site.id) ?? { tally: new HoursTally(), unassigned: 0 };
    if (request.withHoursOnly && entry.tally.planned === 0 && entry.tally.realized === 0) continue;
    totals.merge(entry.tally);
    unassigned += entry.unassigned;
    rows.push({ site, ...entry.tally.present(hours), unassignedMinutes: Math.round(entry.unassigned) });
  }
  rows = sortRows(rows, request.orderBy, {
    name: (row) => row.site.name,
    planned: (row) => row.plannedMinutes,
    realized: (row) => row.realizedMinutes,
    weighted: (row) => row.weightedHours,
  });
  return {
    data: rows.slice((request.page - 1) * request.limit, request.page * request.limit),
    total: rows.length,
    totals: { ...totals.present(hours), unassignedMinutes: Math.round(unassigned) },
    timeZone: hours.timeZone,
    coefficients: hours.coefficients,
  };
}
