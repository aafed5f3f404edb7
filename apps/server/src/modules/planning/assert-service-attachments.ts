import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { serviceMessages } from '@securite/domain/planning/service-schemas';
import { checkpointMessages } from '@securite/domain/rounds/checkpoint-schemas';
import { roundMessages } from '@securite/domain/rounds/round-schemas';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { checkpoints, rounds } from '../../db/schema/rounds.ts';
import { inAgency } from '../../db/tenant.ts';
import type { ExpandedBatch } from './expand-drafts.ts';

type Attached = { siteId: string | null; roundIds?: string[]; checkpointIds?: string[] };

/** The sites of the live rounds or checkpoints of the agency among the ids; 404 when one is not such. */
async function sitesOf(tx: Tx, agencyId: string, kind: 'round' | 'checkpoint', ids: ReadonlySet<string>) {
  if (ids.size === 0) return new Map<string, string>();
  const table = kind === 'round' ? rounds : checkpoints;
  const found = await tx
    .select({ id: table.id, siteId: table.siteId })
    .from(table)
    .where(and(inAgency(table, agencyId), inArray(table.id, [...ids]), isNull(table.deletedAt)));
  if (found.length !== ids.size) throw notFoundOf(kind);
  return new Map(found.map((r) => [r.id, r.siteId]));
}

const notFoundOf = (kind: 'round' | 'checkpoint') =>
  new AppError(ErrorCode.NotFound, kind === 'round' ? roundMessages.notFound : checkpointMessages.notFound);

/**
 * The rounds and checkpoints a batch attaches to services must be live ones of the agency (else 404, like sites)
 * and of each service's site (else 422). Only the rows that change them, or move to another site, are checked:
 * an edit that leaves them alone keeps them as stored.
 */
export async function assertServiceAttachments(tx: Tx, agencyId: string, batch: ExpandedBatch): Promise<void> {
  const rows: Attached[] = [
    ...batch.inserts,
    ...batch.edits.filter(
      (e) =>
        e.roundIds !== e.current.roundIds ||
        e.checkpointIds !== e.current.checkpointIds ||
        e.siteId !== e.current.siteId,
    ),
  ].filter((r) => r.roundIds?.length || r.checkpointIds?.length);
  if (rows.length === 0) return;
  const roundSites = await sitesOf(tx, agencyId, 'round', new Set(rows.flatMap((r) => r.roundIds ?? [])));
  const checkpointSites = await sitesOf(
    tx,
    agencyId,
    'checkpoint',
    new Set(rows.flatMap((r) => r.checkpointIds ?? [])),
  );
  for (const row of rows) {
    const elsewhere =
      row.roundIds?.some((id) => roundSites.get(id) !== row.siteId) ||
      row.checkpointIds?.some((id) => checkpointSites.get(id) !== row.siteId);
    if (elsewhere) throw new AppError(ErrorCode.Unprocessable, serviceMessages.roundsOtherSite);
  }
}
