import { isAgencyStaff } from '@securite/domain/auth/access';
import type { SiteViewer } from '@securite/domain/sites/site-rights';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
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
  return and(
    ...siteViewConditions({
      agencyId: tenant.agency.id,
      customerId: customerId || undefined,
      agentId: agentId || undefined,
      none: tenant.actor.role === 'customer' && !customerId,
    }),
  ) as SQL;
}

/** The ids of a view of the sites: values, or placeholders of a prepared statement (load-site-detail.ts). */
export interface SiteView {
  agencyId: string | Placeholder;
  customerId?: string | Placeholder;
  agentId?: string | Placeholder;
  /** A customer account without its customer in the path sees nothing. */
  none: boolean;
}

/** visibleSites' conditions, one list for the query built per request and the prepared one. */
export function siteViewConditions(view: SiteView): SQL[] {
  const conditions: SQL[] = [inAgency(sites, view.agencyId)];
  if (view.none) conditions.push(sql`false`);
  if (view.customerId !== undefined) conditions.push(eq(sites.customerId, view.customerId));
  if (view.agentId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${siteUsers} where ${siteUsers.siteId} = ${sites.id} and ${siteUsers.agentId} = ${view.agentId})`,
    );
  }
  return conditions;
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
