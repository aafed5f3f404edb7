import { isAgencyStaff } from '@securite/domain/auth/access';
import type { SiteViewer } from '@securite/domain/sites/site-rights';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sites, siteUsers } from '../../db/schema/sites.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';

/** How the caller looks at sites: agents and customers through the site's own rights, everyone else as staff. */
export function siteViewerOf(tenant: TenantContext): SiteViewer {
  if (isAgencyStaff(tenant.actor)) return { kind: 'staff' };
  return tenant.actor.role === 'customer' ? { kind: 'customer' } : { kind: 'agent' };
}

/**
 * The sites the caller may see, as a WHERE clause: the agency's, narrowed by the scope. Customers see their
 * company's sites (the tenancy guard puts it in the scope), agents the sites they are posted on; staff
 * see every site, or those of the customer or agent named in the path.
 */
export function visibleSites(tenant: TenantContext): SQL {
  const { customerId, agentId } = tenant.scope;
  const conditions: SQL[] = [inAgency(sites, tenant.agency.id)];
  if (tenant.actor.role === 'customer' && !customerId) conditions.push(sql`false`);
  if (customerId) conditions.push(eq(sites.customerId, customerId));
  if (agentId) {
    conditions.push(
      sql`exists (select 1 from ${siteUsers} where ${siteUsers.siteId} = ${sites.id} and ${siteUsers.agentId} = ${agentId})`,
    );
  }
  return and(...conditions) as SQL;
}

/** A site of the caller's view, or undefined (the caller then answers 404). */
export async function findVisibleSite(tx: Tx, tenant: TenantContext, siteId: string) {
  const [row] = await tx
    .select()
    .from(sites)
    .where(and(eq(sites.id, siteId), visibleSites(tenant)));
  return row;
}

/** A site of the agency, whatever the scope (writes by staff), or undefined. */
export async function findAgencySite(tx: Tx, agencyId: string, siteId: string) {
  const [row] = await tx
    .select()
    .from(sites)
    .where(and(eq(sites.id, siteId), inAgency(sites, agencyId)));
  return row;
}

export type SiteRow = typeof sites.$inferSelect;
