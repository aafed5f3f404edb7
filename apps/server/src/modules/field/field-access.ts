import { fieldMessages } from '@securite/domain/field/field-messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { services } from '../../db/schema/services.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';

/** The agent acting in the field: their own membership, or 404 for anyone else (the office follows, it does not act). */
export function fieldAgentOf(tenant: TenantContext): string {
  const agentId = tenant.scope.agentId;
  if (!agentId || tenant.actor.role !== 'agent') throw notFound(fieldMessages.serviceNotFound);
  return agentId;
}

/** A live service of the agency held by the agent. */
export function ownService(agencyId: string, agentId: string, id: string) {
  return and(
    eq(services.id, id),
    inAgency(services, agencyId),
    eq(services.agentId, agentId),
    isNull(services.deletedAt),
  );
}

/** The field's services are the agent's own: anyone else's, or an unknown one, is 404. */
export async function assertOwnService(tx: Tx, tenant: TenantContext, id: string): Promise<void> {
  const [row] = await tx
    .select({ id: services.id })
    .from(services)
    .where(ownService(tenant.agency.id, fieldAgentOf(tenant), id));
  if (!row) throw notFound(fieldMessages.serviceNotFound);
}
