import { isGranted } from '@securite/domain/auth/access';
import type { Right } from '@securite/domain/auth/rights';
import { rightLabels } from '@securite/domain/auth/rights';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { missingRightMessage } from '@securite/domain/errors/messages';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { checkpoints, rounds } from '../../db/schema/rounds.ts';
import { services } from '../../db/schema/services.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { assertFakeWritable } from '../../http/fake-data.ts';
import type { TenantContext } from '../../http/tenancy.ts';

/** Who may list checkpoints: their editors, and the round and service editors who pick them. */
export const checkpointReaders: Right[] = [
  'checkpoints.create',
  'checkpoints.edit',
  'rounds.create',
  'rounds.edit',
  'services.create',
  'services.edit',
];
/** Who may list and load rounds: their editors, and the planners who attach them to services. */
export const roundReaders: Right[] = ['rounds.create', 'rounds.edit', 'services.create', 'services.edit'];

/**
 * Spec 000 section 6: customers do not load agents, checkpoints or pricing. A customer is refused whatever rights
 * the membership carries; everyone else needs one of the rights (the route's guard already checked them).
 */
export function assertRoundsReader(tenant: TenantContext, rights: readonly Right[]): void {
  if (tenant.actor.role !== 'customer' && isGranted(tenant.actor, rights)) return;
  throw new AppError(ErrorCode.MissingRight, missingRightMessage(rightLabels[rights[0]]), {
    details: { right: rights[0] },
  });
}

/** A checkpoint of the agency by id, live or deleted (the caller answers 404 for a deleted one). */
export async function findCheckpointRow(tx: Tx, agencyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(checkpoints)
    .where(and(eq(checkpoints.id, id), inAgency(checkpoints, agencyId)));
  return row;
}

/** A round of the agency by id, live or deleted. */
export async function findRoundRow(tx: Tx, agencyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(rounds)
    .where(and(eq(rounds.id, id), inAgency(rounds, agencyId)));
  return row;
}

export type CheckpointRow = typeof checkpoints.$inferSelect;
export type RoundRow = typeof rounds.$inferSelect;

/**
 * Soft deletes a live round or checkpoint of the agency, so that past executions still name it: 404 with the
 * given message when there is none, 403 for fake data outside its allowed paths.
 */
export async function softDeleteLive(
  tx: Tx,
  target: { kind: 'round' | 'checkpoint'; agencyId: string; id: string; notFound: string },
  request: { url: string },
): Promise<void> {
  const { kind, agencyId, id } = target;
  const row = kind === 'round' ? await findRoundRow(tx, agencyId, id) : await findCheckpointRow(tx, agencyId, id);
  if (!row || row.deletedAt) throw notFound(target.notFound);
  assertFakeWritable(request, row);
  const table = kind === 'round' ? rounds : checkpoints;
  await tx
    .update(table)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(table.id, id), inAgency(table, agencyId)));
}

/** The live rounds of the agency holding a checkpoint. */
export function roundsHolding(agencyId: string, checkpointId: string) {
  return and(
    inAgency(rounds, agencyId),
    isNull(rounds.deletedAt),
    sql`${rounds.checkpointIds} @> array[${checkpointId}]::uuid[]`,
  );
}

/**
 * Takes a round or checkpoint off the services not yet ended (planned or running, ending in the future) that hold
 * it: after a deletion, or a move to another site. Ended services keep it, as their history.
 */
export async function detachFromServices(
  tx: Tx,
  agencyId: string,
  kind: 'round' | 'checkpoint',
  id: string,
): Promise<void> {
  const column = kind === 'round' ? services.roundIds : services.checkpointIds;
  const field = kind === 'round' ? 'roundIds' : 'checkpointIds';
  await tx
    .update(services)
    .set({ [field]: sql`array_remove(${column}, ${id}::uuid)`, updatedAt: sql`now()` })
    .where(
      and(
        inAgency(services, agencyId),
        isNull(services.deletedAt),
        ne(services.status, ServiceStatus.Ended),
        gt(services.endAt, sql`now()`),
        sql`${column} @> array[${id}]::uuid[]`,
      ),
    );
}
