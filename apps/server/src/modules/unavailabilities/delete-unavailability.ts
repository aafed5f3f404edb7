import { messages } from '@securite/domain/errors/messages';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { unavailabilities } from '../../db/schema/workforce.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { assertUnavailabilityAccess } from './assert-unavailability-access.ts';

/** DELETE {agency}{scope}/unavailability/{id}: needs the edit right, or the self right on one's own. */
export async function deleteUnavailability(ctx: AppContext, tenant: TenantContext, id: string): Promise<void> {
  const mine = and(eq(unavailabilities.id, id), inAgency(unavailabilities, tenant.agency.id));
  const [row] = await ctx.db.select().from(unavailabilities).where(mine);
  if (!row) throw notFound(messages.unavailabilityNotFound);
  // The rights first: someone with only the self right is told why they cannot delete another's (403).
  assertUnavailabilityAccess(tenant, 'delete', [row.agentId]);
  if (tenant.scope.agentId && row.agentId !== tenant.scope.agentId) throw notFound(messages.unavailabilityNotFound);
  await ctx.db.delete(unavailabilities).where(mine);
}
