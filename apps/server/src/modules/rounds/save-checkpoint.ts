import { assertGranted } from '@securite/domain/auth/access';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import {
  type Checkpoint,
  type CheckpointRequest,
  checkpointMessages,
} from '@securite/domain/rounds/checkpoint-schemas';
import { roundMessages } from '@securite/domain/rounds/round-schemas';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { checkpoints, rounds } from '../../db/schema/rounds.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { assertFakeWritable } from '../../http/fake-data.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { findAgencySite } from '../sites/public.ts';
import { presentCheckpoints } from './present-checkpoint.ts';
import { type CheckpointRow, detachFromServices, findCheckpointRow, roundsHolding } from './round-access.ts';

const sameLocation = (a: CheckpointRow['location'], b: CheckpointRequest['location']) =>
  (a?.latitude ?? null) === (b?.latitude ?? null) && (a?.longitude ?? null) === (b?.longitude ?? null);

/** Whether the stored checkpoint already holds what the request asks (a retried save). */
function alreadySaved(row: CheckpointRow, input: CheckpointRequest): boolean {
  return (
    row.title === input.title &&
    row.siteId === input.siteId &&
    row.color === input.color &&
    row.badge === (input.badge || null) &&
    sameLocation(row.location, input.location)
  );
}

async function assertBadgeFree(tx: Tx, agencyId: string, badge: string, ownId: string | undefined): Promise<void> {
  const [holder] = await tx
    .select({ title: checkpoints.title })
    .from(checkpoints)
    .where(
      and(
        inAgency(checkpoints, agencyId),
        eq(checkpoints.badge, badge),
        isNull(checkpoints.deletedAt),
        ownId ? ne(checkpoints.id, ownId) : undefined,
      ),
    );
  if (holder) throw new AppError(ErrorCode.Conflict, checkpointMessages.badgeTaken(holder.title));
}

/**
 * POST {agency}/checkpoint: creates a checkpoint (checkpoints.create) or edits one (with the id of a stored one,
 * checkpoints.edit). A new id chosen by the client creates with that id, so that a retried creation saves nothing
 * twice; the same request again answers the stored checkpoint. The site must be the agency's (404), the badge
 * free among the agency's live checkpoints (409), and a checkpoint held by a round stays on the round's site (422).
 */
export async function saveCheckpoint(
  ctx: AppContext,
  tenant: TenantContext,
  request: { url: string },
  input: CheckpointRequest,
): Promise<Checkpoint> {
  const agencyId = tenant.agency.id;
  const id = await ctx.db.transaction(async (tx) => {
    const current = input.id ? await findCheckpointRow(tx, agencyId, input.id) : undefined;
    if (current?.deletedAt) throw notFound(checkpointMessages.notFound);
    if (current && alreadySaved(current, input)) {
      assertGranted(tenant.actor, ['checkpoints.create', 'checkpoints.edit']);
      return current.id;
    }
    assertGranted(tenant.actor, [current ? 'checkpoints.edit' : 'checkpoints.create']);
    if (current) assertFakeWritable(request, current);
    const site = await findAgencySite(tx, agencyId, input.siteId);
    const moved = current !== undefined && current.siteId !== input.siteId;
    if (!site || ((!current || moved) && site.archivedAt)) throw notFound(messages.siteNotFound);
    const badge = input.badge || null;
    if (badge) await assertBadgeFree(tx, agencyId, badge, current?.id);
    const values = { title: input.title, siteId: site.id, location: input.location ?? null, color: input.color, badge };
    if (!current) {
      // The id a phone chose may already be another agency's: then there is nothing of ours to save to.
      const [row] = await tx
        .insert(checkpoints)
        .values({ ...values, ...(input.id ? { id: input.id } : {}), agencyId, fake: tenant.agency.fake })
        .onConflictDoNothing({ target: checkpoints.id })
        .returning({ id: checkpoints.id });
      if (!row) throw notFound(checkpointMessages.notFound);
      return row.id;
    }
    await tx
      .update(checkpoints)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(checkpoints.id, current.id), inAgency(checkpoints, agencyId)));
    if (moved) {
      // Counted after the update, as a deletion does (see deleteRoundItem).
      const [{ held }] = await tx.select({ held: count() }).from(rounds).where(roundsHolding(agencyId, current.id));
      if (held > 0) throw new AppError(ErrorCode.Unprocessable, roundMessages.otherSite);
      await detachFromServices(tx, agencyId, 'checkpoint', current.id);
    }
    return current.id;
  });
  const [checkpoint] = await presentCheckpoints(ctx.db, agencyId, eq(checkpoints.id, id));
  return checkpoint;
}
