import { messages } from '@securite/domain/errors/messages';
import type { RoundExecutionList } from '@securite/domain/rounds/round-execution-schemas';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { sites } from '../../../db/schema/sites.ts';
import { inAgency } from '../../../db/tenant.ts';
import { notFound } from '../../../http/errors.ts';
import type { TenantContext } from '../../../http/tenancy.ts';
import { siteExecutions } from './executed-round-counts.ts';
import { assertCanReadExecutions } from './execution-access.ts';
import { presentExecutions } from './find-service-executions.ts';

/**
 * GET {agency}{scope}/site/{id}/round-executions: the latest round executions of a site, newest first, for staff
 * who read executions and the site's customer; an agent, another customer or another agency: 404.
 */
export async function findSiteExecutions(tx: Tx, tenant: TenantContext, id: string): Promise<RoundExecutionList> {
  const agencyId = tenant.agency.id;
  const [site] = await tx
    .select({ id: sites.id, customerId: sites.customerId })
    .from(sites)
    .where(and(eq(sites.id, id), inAgency(sites, agencyId)));
  if (!site) throw notFound(messages.siteNotFound);
  assertCanReadExecutions(tenant, { agentId: null, customerId: site.customerId }, messages.siteNotFound);
  return presentExecutions(await siteExecutions(tx, agencyId, site.id));
}
