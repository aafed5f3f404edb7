import { roundMessages } from '@securite/domain/rounds/round-schemas';
import type { AppContext } from '../../context.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { detachFromServices, softDeleteLive } from './round-access.ts';

/**
 * DELETE {agency}/round/{id} (rounds.edit): soft deletes the round, so that past executions still name it, and
 * takes it off the services not yet ended; ended services keep it as their history.
 */
export async function deleteRound(
  ctx: AppContext,
  tenant: TenantContext,
  request: { url: string },
  id: string,
): Promise<void> {
  const agencyId = tenant.agency.id;
  await ctx.db.transaction(async (tx) => {
    await softDeleteLive(tx, { kind: 'round', agencyId, id, notFound: roundMessages.notFound }, request);
    await detachFromServices(tx, agencyId, 'round', id);
  });
}
