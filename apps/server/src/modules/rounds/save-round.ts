import { assertGranted } from '@securite/domain/auth/access';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { checkpointMessages } from '@securite/domain/rounds/checkpoint-schemas';
import { type Round, type RoundRequest, roundMessages } from '@securite/domain/rounds/round-schemas';
import { uniqueRoundSlug } from '@securite/domain/rounds/round-slug';
import { and, eq, inArray, isNull, like, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { checkpoints, rounds } from '../../db/schema/rounds.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { assertFakeWritable } from '../../http/fake-data.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { findAgencySite } from '../sites/public.ts';
import { presentRound } from './present-round.ts';
import { detachFromServices, findRoundRow, type RoundRow } from './round-access.ts';

/** The expected delays of the round's own checkpoints, in walking order (the others are dropped). */
function delaysOf(input: RoundRequest): Record<string, number> {
  const delays: Record<string, number> = {};
  for (const id of input.checkpointIds) {
    const delay = input.expectedDelays[id];
    if (delay !== undefined) delays[id] = delay;
  }
  return delays;
}

const sameDelays = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([id, delay]) => b[id] === delay);

/** Whether the stored round already holds what the request asks (a retried save). */
function alreadySaved(row: RoundRow, input: RoundRequest): boolean {
  return (
    sameDelays(row.expectedDelays, delaysOf(input)) &&
    row.name === input.name &&
    row.siteId === input.siteId &&
    row.grantedDirections === input.grantedDirections &&
    row.numberOfExecutions === input.numberOfExecutions &&
    row.manualValidation === input.manualValidation &&
    row.checkpointIds.join() === input.checkpointIds.join()
  );
}

/**
 * The round's checkpoints must be live ones of the agency (else 404) and of the round's site (else 422). They are
 * read FOR SHARE, so that a checkpoint cannot be deleted while the round that takes it is being saved.
 */
async function assertRoundCheckpoints(tx: Tx, agencyId: string, siteId: string, ids: readonly string[]) {
  const found = await tx
    .select({ id: checkpoints.id, siteId: checkpoints.siteId })
    .from(checkpoints)
    .where(and(inAgency(checkpoints, agencyId), inArray(checkpoints.id, [...ids]), isNull(checkpoints.deletedAt)))
    .for('share');
  if (found.length !== new Set(ids).size) throw notFound(checkpointMessages.notFound);
  if (found.some((c) => c.siteId !== siteId)) throw new AppError(ErrorCode.Unprocessable, roundMessages.otherSite);
}

/** A slug for the name that no other round of the agency (deleted ones included) uses. */
async function freeSlug(tx: Tx, agencyId: string, name: string, ownId: string | undefined): Promise<string> {
  const base = uniqueRoundSlug(name, []);
  const taken = await tx
    .select({ slug: rounds.slug })
    .from(rounds)
    .where(
      and(
        inAgency(rounds, agencyId),
        or(eq(rounds.slug, base), like(rounds.slug, `${base}-%`)),
        ownId ? ne(rounds.id, ownId) : undefined,
      ),
    );
  return uniqueRoundSlug(
    name,
    taken.map((r) => r.slug),
  );
}

/**
 * POST {agency}/round: creates a round (rounds.create) or edits one (the id of a stored one, rounds.edit). A new id
 * chosen by the client creates with that id, and the same request again answers the stored round. The slug comes
 * from the name (numbered when taken) and follows a rename. Moving the round to another site takes it off the
 * services not yet ended, which were planned on the former site.
 */
export async function saveRound(
  ctx: AppContext,
  tenant: TenantContext,
  request: { url: string },
  input: RoundRequest,
): Promise<Round> {
  const agencyId = tenant.agency.id;
  const id = await ctx.db.transaction(async (tx) => {
    const current = input.id ? await findRoundRow(tx, agencyId, input.id) : undefined;
    if (current?.deletedAt) throw notFound(roundMessages.notFound);
    if (current && alreadySaved(current, input)) {
      assertGranted(tenant.actor, ['rounds.create', 'rounds.edit']);
      return current.id;
    }
    assertGranted(tenant.actor, [current ? 'rounds.edit' : 'rounds.create']);
    if (current) assertFakeWritable(request, current);
    const site = await findAgencySite(tx, agencyId, input.siteId);
    const moved = current !== undefined && current.siteId !== input.siteId;
    if (!site || ((!current || moved) && site.archivedAt)) throw notFound(messages.siteNotFound);
    await assertRoundCheckpoints(tx, agencyId, site.id, input.checkpointIds);
    const slug =
      current && current.name === input.name ? current.slug : await freeSlug(tx, agencyId, input.name, current?.id);
    const values = {
      name: input.name,
      slug,
      siteId: site.id,
      checkpointIds: input.checkpointIds,
      grantedDirections: input.grantedDirections,
      numberOfExecutions: input.numberOfExecutions,
      manualValidation: input.manualValidation,
      expectedDelays: delaysOf(input),
    };
    if (!current) {
      // The id a phone chose may already be another agency's: then there is nothing of ours to save to.
      const [row] = await tx
        .insert(rounds)
        .values({ ...values, ...(input.id ? { id: input.id } : {}), agencyId, fake: tenant.agency.fake })
        .onConflictDoNothing({ target: rounds.id })
        .returning({ id: rounds.id });
      if (!row) throw notFound(roundMessages.notFound);
      return row.id;
    }
    await tx
      .update(rounds)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(rounds.id, current.id), inAgency(rounds, agencyId)));
    if (moved) await detachFromServices(tx, agencyId, 'round', current.id);
    return current.id;
  });
  return (await presentRound(ctx.db, agencyId, id)) as Round;
}
