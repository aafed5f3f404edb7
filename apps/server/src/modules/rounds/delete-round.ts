import { roundMessages } from '@securite/domain/rounds/round-schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rounds } from '../../db/schema/rounds.ts';
import { notFound } from '../../http/errors.ts';
import { assertFakeWritable } from '../../http/fake-data.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { detachFromServices, findRoundRow, isLiveOf } from './round-access.ts';

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
    const row = await findRoundRow(tx, id);
    if (!row || !isLiveOf(row, agencyId)) throw notFound(roundMessages.notFound);
    assertFakeWritable(request, row);
    await tx
      .update(rounds)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(rounds.id, id), eq(rounds.agencyId, agencyId)));
    await detachFromServices(tx, agencyId, 'round', id);
  });
}
