import { readFieldSettings } from '@securite/domain/agency-settings/field-settings';
import type { Site } from '@securite/domain/sites/site-schemas';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { sites, siteUsers } from '../../db/schema/sites.ts';
import { customers, memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { fullnameSql } from '../agents/public.ts';
import { presentSite } from './present-site.ts';
import { type SiteRow, siteViewConditions, siteViewerOf } from './site-access.ts';

type SiteUser = { agentId: string; fullname: string };

/** A site's agents with their names, by name, as one JSON array (a subquery of the site's own row). */
const siteUsersJson = (agencyId: string | Placeholder) => sql<SiteUser[]>`coalesce((
  select json_agg(json_build_object('agentId', ${siteUsers.agentId}, 'fullname', ${fullnameSql})
    order by ${users.lastname}, ${users.firstname})
  from ${siteUsers}
  inner join ${memberships} on ${memberships.id} = ${siteUsers.agentId} and ${memberships.agencyId} = ${agencyId}
  inner join ${users} on ${users.id} = ${memberships.userId}
  where ${siteUsers.siteId} = ${sites.id} and ${siteUsers.agencyId} = ${agencyId}
), '[]'::json)`;

/**
 * The sites matching `where` (which names the agency) with their customer and their agents, in one statement: a
 * site read is the session's query and this one.
 */
async function selectSiteDetails(tx: Tx, agencyId: string, where: SQL) {
  return tx
    .select({ site: sites, customerId: customers.id, customerName: customers.name, siteUsers: siteUsersJson(agencyId) })
    .from(sites)
    .leftJoin(customers, and(eq(customers.id, sites.customerId), inAgency(customers, agencyId)))
    .where(and(inAgency(sites, agencyId), where));
}

function present(
  tenant: TenantContext,
  row: { site: SiteRow; customerId: string | null; customerName: string | null; siteUsers: SiteUser[] },
): Site {
  const settings = readFieldSettings((tenant.agency.settings as Record<string, unknown>).field);
  return presentSite(row.site, {
    customer: row.customerId ? { id: row.customerId, name: row.customerName ?? '' } : null,
    siteUsers: row.siteUsers,
    agencyEventTypes: settings.agencyServiceEventTypes,
    viewer: siteViewerOf(tenant),
  });
}

/** Which of the view's narrowings apply (visibleSites): one prepared statement for each combination. */
const shapeOf = (tenant: TenantContext) => ({
  none: tenant.actor.role === 'customer' && !tenant.scope.customerId,
  customer: Boolean(tenant.scope.customerId),
  agent: Boolean(tenant.scope.agentId),
});
type ViewShape = ReturnType<typeof shapeOf>;

const shapeName = (shape: ViewShape) =>
  `site_detail${shape.none ? '_none' : ''}${shape.customer ? '_customer' : ''}${shape.agent ? '_agent' : ''}`;

const agencyIdParam = sql.placeholder('agencyId');

/** One site of a view, prepared once per shape: GET {agency}/site/{id} only binds the ids. */
function siteDetailQuery(db: Db, shape: ViewShape) {
  const view = siteViewConditions({
    agencyId: agencyIdParam,
    customerId: shape.customer ? sql.placeholder('customerId') : undefined,
    agentId: shape.agent ? sql.placeholder('agentId') : undefined,
    none: shape.none,
  });
  return db
    .select({
      site: sites,
      customerId: customers.id,
      customerName: customers.name,
      siteUsers: siteUsersJson(agencyIdParam),
    })
    .from(sites)
    .leftJoin(customers, and(eq(customers.id, sites.customerId), inAgency(customers, agencyIdParam)))
    .where(and(eq(sites.id, sql.placeholder('siteId')), ...view))
    .prepare(shapeName(shape));
}

/** A site of the caller's view with its customer, its agents and the agency's event types, or undefined. */
export async function findVisibleSiteDetail(db: Db, tenant: TenantContext, siteId: string): Promise<Site | undefined> {
  const shape = shapeOf(tenant);
  const [row] = await preparedOnce(db, shapeName(shape), (d) => siteDetailQuery(d, shape)).execute({
    agencyId: tenant.agency.id,
    siteId,
    customerId: tenant.scope.customerId,
    agentId: tenant.scope.agentId,
  });
  return row && present(tenant, row);
}

/** Completes a site row just written with its customer, its agents and the agency's event types, as the caller sees it. */
export async function loadSiteDetail(tx: Tx, tenant: TenantContext, row: SiteRow): Promise<Site> {
  const [found] = await selectSiteDetails(tx, row.agencyId, eq(sites.id, row.id));
  return present(tenant, { ...found, site: row });
}
