import { fieldMessages } from '@securite/domain/field/field-messages';
import type { RoundExecutionList } from '@securite/domain/rounds/round-execution-schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { services } from '../../../db/schema/services.ts';
import { sites } from '../../../db/schema/sites.ts';
import { inAgency } from '../../../db/tenant.ts';
import { notFound } from '../../../http/errors.ts';
import type { TenantContext } from '../../../http/tenancy.ts';
import { serviceExecutions } from './executed-round-counts.ts';
import { assertCanReadExecutions } from './execution-access.ts';

/** GET {agency}{scope}/service/{id}/round-executions: the passages of the service's rounds, in start order. */
export async function findServiceExecutions(tx: Tx, tenant: TenantContext, id: string): Promise<RoundExecutionList> {
  const agencyId = tenant.agency.id;
  const [service] = await tx
    .select({ id: services.id, agentId: services.agentId, customerId: sites.customerId })
    .from(services)
    .leftJoin(sites, and(eq(sites.id, services.siteId), inAgency(sites, agencyId)))
    .where(and(eq(services.id, id), inAgency(services, agencyId), isNull(services.deletedAt)));
  if (!service) throw notFound(fieldMessages.serviceNotFound);
  assertCanReadExecutions(tenant, service, fieldMessages.serviceNotFound);
  return presentExecutions(await serviceExecutions(tx, agencyId, service.id));
}

/** The summaries of executions as the service and site lists answer them. */
export function presentExecutions(executions: Awaited<ReturnType<typeof serviceExecutions>>): RoundExecutionList {
  return {
    executions: executions.map((e) => ({
      id: e.id,
      round: { id: e.roundId, name: e.roundName },
      startedAt: e.startedAt.toISOString(),
      endedAt: e.endedAt?.toISOString() ?? null,
      complete: e.complete,
      validated: e.validated,
      total: e.total,
    })),
  };
}
