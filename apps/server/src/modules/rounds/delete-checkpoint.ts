import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { checkpointMessages } from '@securite/domain/rounds/checkpoint-schemas';
import { count } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rounds } from '../../db/schema/rounds.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { detachFromServices, roundsHolding, softDeleteLive } from './round-access.ts';

/**
 * DELETE {agency}/checkpoint/{id} (checkpoints.edit): refused while a live round holds it (409); otherwise soft
 * deleted, so that past round executions still name it, and taken off the services not yet ended.
 */
export async function deleteCheckpoint(
  ctx: AppContext,
  tenant: TenantContext,
  request: { url: string },
  id: string,
): Promise<void> {
  const agencyId = tenant.agency.id;
  await ctx.db.transaction(async (tx) => {
    // Deleting before counting: a round saved meanwhile waits on the row (its checkpoints are read FOR SHARE),
    // and one saved just before is counted; refusing rolls the deletion back.
    await softDeleteLive(tx, { kind: 'checkpoint', agencyId, id, notFound: checkpointMessages.notFound }, request);
    const [{ held }] = await tx.select({ held: count() }).from(rounds).where(roundsHolding(agencyId, id));
    if (held > 0) throw new AppError(ErrorCode.Conflict, checkpointMessages.inUse(held));
    await detachFromServices(tx, agencyId, 'checkpoint', id);
  });
}
