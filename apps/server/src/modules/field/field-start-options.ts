import { readFieldSettings } from '@securite/domain/agency-settings/field-settings';
import { isGranted } from '@securite/domain/auth/access';
import type { FieldStartOptions } from '@securite/domain/field/field-schemas';
import { and, asc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { services } from '../../db/schema/services.ts';
import { sites, siteUsers } from '../../db/schema/sites.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { fieldAgentOf } from './field-access.ts';
import { addressLine } from './field-briefing.ts';

/** How far back the agent's services make a site theirs for an intervention. */
const RECENT_DAYS = 90;

/**
 * GET {agency}/agent/{id}/field/start-options: how to reach the agency, and, for an intervention or an unplanned service, the agency's activity
 * types and the sites the agent works on (assigned to them, or where they had a service in the last 90 days).
 */
export async function fieldStartOptions(tx: Tx, tenant: TenantContext): Promise<FieldStartOptions> {
  const agencyId = tenant.agency.id;
  const agentId = fieldAgentOf(tenant);
  const since = new Date(Date.now() - RECENT_DAYS * 24 * 3600_000);
  const assigned = tx
    .select({ id: siteUsers.siteId })
    .from(siteUsers)
    .where(and(inAgency(siteUsers, agencyId), eq(siteUsers.agentId, agentId)));
  const worked = tx
    .selectDistinct({ id: services.siteId })
    .from(services)
    .where(
      and(
        inAgency(services, agencyId),
        eq(services.agentId, agentId),
        isNull(services.deletedAt),
        gte(services.startAt, since),
      ),
    );
  const rows = await tx
    .select({ id: sites.id, name: sites.name, address: sites.address })
    .from(sites)
    .where(
      and(
        inAgency(sites, agencyId),
        isNull(sites.archivedAt),
        or(inArray(sites.id, assigned), inArray(sites.id, worked)),
      ),
    )
    .orderBy(asc(sites.name))
    .limit(500);
  const settings = readFieldSettings((tenant.agency.settings as Record<string, unknown> | null)?.field);
  const { agency } = tenant;
  return {
    agency: { name: agency.name, phone: agency.phone, email: agency.email, address: addressLine(agency.address) },
    activityTypes: settings.activityTypes.map(({ key, label }) => ({ key, label })),
    sites: rows.map((site) => ({ id: site.id, name: site.name, address: addressLine(site.address) })),
    canStartUnplanned: isGranted(tenant.actor, ['services.unplanned']),
  };
}
