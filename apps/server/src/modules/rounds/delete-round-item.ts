import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { checkpointMessages } from '@securite/domain/rounds/checkpoint-schemas';
import { roundMessages } from '@securite/domain/rounds/round-schemas';
import { count } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rounds } from '../../db/schema/rounds.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { detachFromServices, roundsHolding, softDeleteLive } from './round-access.ts';

/**
 * DELETE {agency}/round/{id} (rounds.edit) and DELETE {agency}/checkpoint/{id} (checkpoints.edit): soft deletes
 * it, so that past executions still name it, and takes it off the services not yet ended (ended services keep it
 * as their history). A checkpoint is refused while a live round holds it (409).
 */
export async function deleteRoundItem(
  ctx: AppContext,
  tenant: TenantContext,
  request: { url: string },
  target: { kind: 'round' | 'checkpoint'; id: string },
): Promise<void> {
  const agencyId = tenant.agency.id;
  const { kind, id } = target;
  const notFound = kind === 'round' ? roundMessages.notFound : checkpointMessages.notFound;
  await ctx.db.transaction(async (tx) => {
    // Deleting before counting: a round saved meanwhile waits on the checkpoint's row (a round's checkpoints are
    // read FOR SHARE), and one saved just before is counted; refusing rolls the deletion back.
    await softDeleteLive(tx, { kind, agencyId, id, notFound }, request);
    if (kind === 'checkpoint') {
      const [{ held }] = await tx.select({ held: count() }).from(rounds).where(roundsHolding(agencyId, id));
      if (held > 0) throw new AppError(ErrorCode.Conflict, checkpointMessages.inUse(held));
    }
    await detachFromServices(tx, agencyId, kind, id);
  });
}
