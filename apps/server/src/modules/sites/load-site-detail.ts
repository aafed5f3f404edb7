import { readFieldSettings } from '@securite/domain/agency-settings/field-settings';
import type { Site } from '@securite/domain/sites/site-schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { siteUsers } from '../../db/schema/sites.ts';
import { customers, memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { fullnameSql } from '../agents/public.ts';
import { presentSite } from './present-site.ts';
import { type SiteRow, siteViewerOf } from './site-access.ts';

/** Completes a site row with its customer, its agents and the agency's event types, as the caller sees it. */
export async function loadSiteDetail(tx: Tx, tenant: TenantContext, row: SiteRow): Promise<Site> {
  const [customerRows, userRows] = await Promise.all([
    row.customerId
      ? tx
          .select({ id: customers.id, name: customers.name })
          .from(customers)
          .where(and(eq(customers.id, row.customerId), inAgency(customers, row.agencyId)))
      : Promise.resolve([]),
    tx
      .select({ agentId: siteUsers.agentId, fullname: fullnameSql })
      .from(siteUsers)
      .innerJoin(memberships, and(eq(memberships.id, siteUsers.agentId), inAgency(memberships, row.agencyId)))
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(inAgency(siteUsers, row.agencyId), eq(siteUsers.siteId, row.id)))
      .orderBy(asc(users.lastname), asc(users.firstname)),
  ]);
  const settings = readFieldSettings((tenant.agency.settings as Record<string, unknown>).field);
  return presentSite(row, {
    customer: customerRows[0] ?? null,
    siteUsers: userRows,
    agencyEventTypes: settings.agencyServiceEventTypes,
    viewer: siteViewerOf(tenant),
  });
}
