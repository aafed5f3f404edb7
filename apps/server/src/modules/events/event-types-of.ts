import { readFieldSettings } from '@securite/domain/agency-settings/field-settings';
import { siteEventTypes } from '@securite/domain/events/event-types';
import type { ServiceEventType } from '@securite/domain/events/service-event-types';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sites } from '../../db/schema/sites.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';

/** The agency's event types (agencyServiceEventTypes in its field settings, the defaults when unset). */
export async function agencyEventTypes(tx: Tx, agencyId: string): Promise<ServiceEventType[]> {
  const [row] = await tx.select({ settings: agencies.settings }).from(agencies).where(eq(agencies.id, agencyId));
  return readFieldSettings(row?.settings?.field).agencyServiceEventTypes;
}

/** The types a site's events may take (its own list or the agency's), null for a site not of the agency. */
export async function siteEventTypesOf(tx: Tx, agencyId: string, siteId: string) {
  const [site] = await tx
    .select({ use: sites.useAgencyServiceEventTypes, own: sites.serviceEventTypes })
    .from(sites)
    .where(and(eq(sites.id, siteId), inAgency(sites, agencyId)));
  if (!site) return null;
  const agencyTypes = site.use ? await agencyEventTypes(tx, agencyId) : [];
  return siteEventTypes({ useAgencyServiceEventTypes: site.use, serviceEventTypes: site.own }, agencyTypes);
}
