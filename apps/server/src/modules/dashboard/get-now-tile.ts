import type { DashboardNow } from '@securite/domain/dashboard/tile-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import type { FakeFilter } from '@securite/domain/tenancy/fake-data';
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { fakeCondition } from '../../http/fake-data.ts';
import { fullnameSql } from '../agents/public.ts';
import { DASHBOARD_ROWS } from './tile-rows.ts';

type State = 'inProgress' | 'late' | 'unfilled' | 'planned';

/**
 * What a service is right now (its window holds `now`): under way once taken (started or on a break), late when it
 * has an agent and is still planned, unfilled without an agent. The late count is read from the services, not from
 * an alerts table: a service due and not started is late whatever was raised about it.
 */
export function stateNow(row: { status: number; agentId: string | null }): State {
  if (row.status === ServiceStatus.Started || row.status === ServiceStatus.Paused) return 'inProgress';
  if (row.agentId === null) return 'unfilled';
  if (row.status === ServiceStatus.Planned) return 'late';
  return 'planned';
}

/**
 * The services whose window holds `now` (circuit stops left out: their circuit counts, as one service), by site.
 * A service ended early is neither under way nor late.
 */
export async function getNowTile(
  db: Db,
  input: { agencyId: string; fakeFilter: FakeFilter; now: Date },
): Promise<DashboardNow> {
  const { agencyId, now } = input;
  const rows = await db
    .select({
      id: services.id,
      reference: services.reference,
      status: services.status,
      agentId: services.agentId,
      startAt: services.startAt,
      siteId: services.siteId,
      siteName: sites.name,
      agentName: fullnameSql,
    })
    .from(services)
    .leftJoin(sites, and(eq(sites.id, services.siteId), inAgency(sites, agencyId)))
    .leftJoin(memberships, and(eq(memberships.id, services.agentId), inAgency(memberships, agencyId)))
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        inAgency(services, agencyId),
        isNull(services.deletedAt),
        isNull(services.circuitId),
        lte(services.startAt, now),
        gt(services.endAt, now),
        fakeCondition(services.fake, input.fakeFilter),
      ),
    )
    .orderBy(asc(services.startAt), asc(services.reference));
  const totals = { inProgress: 0, late: 0, unfilled: 0 };
  const bySite = new Map<string, DashboardNow['sites'][number]>();
  const late: DashboardNow['late'] = [];
  for (const row of rows) {
    const state = stateNow(row);
    if (state === 'planned') continue;
    totals[state] += 1;
    const siteName = row.siteName ?? row.reference;
    const key = row.siteId ?? `service:${row.id}`;
    const site = bySite.get(key) ?? { siteId: row.siteId, siteName, inProgress: 0, late: 0, unfilled: 0 };
    site[state] += 1;
    bySite.set(key, site);
    if (state === 'late') {
      late.push({
        id: row.id,
        reference: row.reference,
        siteName,
        agentName: row.agentId ? row.agentName : null,
        startAt: row.startAt.toISOString(),
      });
    }
  }
  const sitesList = [...bySite.values()].sort(
    (a, b) =>
      b.late - a.late ||
      b.unfilled - a.unfilled ||
      b.inProgress - a.inProgress ||
      a.siteName.localeCompare(b.siteName, 'fr'),
  );
  return {
    at: now.toISOString(),
    totals,
    sites: sitesList.slice(0, DASHBOARD_ROWS),
    late: late.slice(0, DASHBOARD_ROWS),
  };
}
