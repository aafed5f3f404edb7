import type { SiteReferences } from '@securite/domain/sites/site-references';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { sites } from '../../db/schema/sites.ts';
import { customers } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { fakeCondition } from '../../http/fake-data.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { visibleSites } from './site-access.ts';

/**
 * GET {agency}{scope}/sites/references: the active sites the caller may see (as POST fetch/sites without
 * filters), by name, compact (zSiteReferences): id, name, customer as an index in the customers named once,
 * zipcode. Only the four columns are read, in one statement.
 */
export async function findSiteReferences(ctx: AppContext, tenant: TenantContext): Promise<SiteReferences> {
  const where = and(
    visibleSites(tenant),
    fakeCondition(sites.fake, tenant.fakeFilter),
    isNull(sites.archivedAt),
  ) as SQL;
  const rows = await ctx.db
    .select({
      id: sites.id,
      name: sites.name,
      customerId: sites.customerId,
      customerName: customers.name,
      zipcode: sql<string | null>`${sites.address}->>'zipcode'`,
    })
    .from(sites)
    .leftJoin(customers, and(eq(customers.id, sites.customerId), inAgency(customers, tenant.agency.id)))
    .where(where)
    .orderBy(asc(sites.name), asc(sites.id));
  const named: [string, string][] = [];
  const indexOf = new Map<string, number>();
  return {
    customers: named,
    sites: rows.map((row) => {
      const site: SiteReferences['sites'][number] = { id: row.id, name: row.name };
      if (row.customerId && row.customerName !== null) {
        let index = indexOf.get(row.customerId);
        if (index === undefined) {
          index = named.push([row.customerId, row.customerName]) - 1;
          indexOf.set(row.customerId, index);
        }
        site.customer = index;
      }
      if (row.zipcode) site.zipcode = row.zipcode;
      return site;
    }),
  };
}
