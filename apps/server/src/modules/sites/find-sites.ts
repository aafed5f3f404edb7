import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import type { SiteFetchRequest, SiteListItem } from '@securite/domain/sites/site-schemas';
import { and, arrayOverlaps, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { sites } from '../../db/schema/sites.ts';
import { customers } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { fakeCondition } from '../../http/fake-data.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { presentSiteListItem } from './present-site.ts';
import { visibleSites } from './site-access.ts';

const orderColumns = {
  createdAt: sites.createdAt,
  updatedAt: sites.updatedAt,
  name: sites.name,
  city: sql`${sites.address}->>'city'`,
} as const;

/** POST {agency}{scope}/fetch/sites: a page of the sites the caller may see (up to 4000 a page). */
export async function findSites(
  ctx: AppContext,
  tenant: TenantContext,
  request: SiteFetchRequest,
): Promise<{ data: SiteListItem[]; total: number }> {
  const { filters } = request;
  const search = filters.search ? containsPattern(filters.search) : null;
  const where = and(
    visibleSites(tenant),
    fakeCondition(sites.fake, tenant.fakeFilter),
    filters.archived ? isNotNull(sites.archivedAt) : isNull(sites.archivedAt),
    filters.customerId ? eq(sites.customerId, filters.customerId) : undefined,
    filters.specialties?.length ? arrayOverlaps(sites.specialties, filters.specialties) : undefined,
    search
      ? or(
          ilike(sites.name, search),
          ilike(sql`${sites.address}->>'city'`, search),
          ilike(sql`${sites.address}->>'zipcode'`, search),
          ilike(sql`${sites.address}->>'street'`, search),
        )
      : undefined,
  ) as SQL;
  const column = orderColumns[request.orderBy.field];
  const direction = request.orderBy.direction === 'asc' ? asc : desc;
  const agentsCount = sql<number>`(select count(*) from site_users su
    where su.site_id = ${sites.id} and su.agency_id = ${sites.agencyId})::int`;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ site: sites, customerName: customers.name, agentsCount })
      .from(sites)
      .leftJoin(customers, and(eq(customers.id, sites.customerId), inAgency(customers, tenant.agency.id)))
      .where(where)
      .orderBy(direction(column), direction(sites.id))
      .limit(request.limit)
      .offset(fetchOffset(request)),
    ctx.db.select({ total: count() }).from(sites).where(where),
  ]);
  return {
    data: rows.map(({ site, customerName, agentsCount: n }) =>
      presentSiteListItem(
        site,
        site.customerId && customerName ? { id: site.customerId, name: customerName } : null,
        n,
      ),
    ),
    total,
  };
}
