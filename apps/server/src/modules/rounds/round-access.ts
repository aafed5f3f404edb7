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

/** A checkpoint by id, whatever its agency or state (the caller answers 404 for another agency's or a deleted one). */
export async function findCheckpointRow(tx: Tx, id: string) {
  const [row] = await tx.select().from(checkpoints).where(eq(checkpoints.id, id));
  return row;
}

/** A round by id, whatever its agency or state. */
export async function findRoundRow(tx: Tx, id: string) {
  const [row] = await tx.select().from(rounds).where(eq(rounds.id, id));
  return row;
}

export type CheckpointRow = typeof checkpoints.$inferSelect;
export type RoundRow = typeof rounds.$inferSelect;

/** Whether a row is a live one of the agency (else the caller answers 404). */
export function isLiveOf(row: { agencyId: string; deletedAt: Date | null } | undefined, agencyId: string): boolean {
  return Boolean(row && row.agencyId === agencyId && !row.deletedAt);
}

/** The live rounds of the agency holding a checkpoint. */
export function roundsHolding(agencyId: string, checkpointId: string) {
  return and(
    eq(rounds.agencyId, agencyId),
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
        eq(services.agencyId, agencyId),
        isNull(services.deletedAt),
        ne(services.status, ServiceStatus.Ended),
        gt(services.endAt, sql`now()`),
        sql`${column} @> array[${id}]::uuid[]`,
      ),
    );
}
