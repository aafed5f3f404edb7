import { fieldMessages } from '@securite/domain/field/field-messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { services } from '../../db/schema/services.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';

/** The field's services are the agent's own: anyone else's, or an unknown one, is 404. */
export async function assertOwnService(tx: Tx, tenant: TenantContext, id: string): Promise<void> {
  const agentId = tenant.scope.agentId;
  if (!agentId || tenant.actor.role !== 'agent') throw notFound(fieldMessages.serviceNotFound);
  const [row] = await tx
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.id, id),
        eq(services.agencyId, tenant.agency.id),
        eq(services.agentId, agentId),
        isNull(services.deletedAt),
      ),
    );
  if (!row) throw notFound(fieldMessages.serviceNotFound);
}
