import type { Round } from '@securite/domain/rounds/round-schemas';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { checkpoints, rounds } from '../../db/schema/rounds.ts';
import { sites } from '../../db/schema/sites.ts';
import { inAgency } from '../../db/tenant.ts';

/**
 * The agency's rounds matching `where` (the agency's filter added here) with their site's name, as the select of the
 * list and the single read.
 */
export function selectRounds(tx: Tx, agencyId: string, where: SQL | undefined) {
  return tx
    .select({ round: rounds, siteName: sites.name })
    .from(rounds)
    .innerJoin(sites, and(eq(sites.id, rounds.siteId), inAgency(sites, agencyId)))
    .where(and(inAgency(rounds, agencyId), where))
    .$dynamic();
}

type RoundRowWithSite = { round: typeof rounds.$inferSelect; siteName: string };

/** Rounds as the screens show them, with their live checkpoints in walking order (one query for all of them). */
export async function presentRounds(tx: Tx, agencyId: string, rows: readonly RoundRowWithSite[]): Promise<Round[]> {
  const ids = [...new Set(rows.flatMap((r) => r.round.checkpointIds))];
  const found = ids.length
    ? await tx
        .select({ id: checkpoints.id, title: checkpoints.title, color: checkpoints.color, badge: checkpoints.badge })
        .from(checkpoints)
        .where(and(inAgency(checkpoints, agencyId), inArray(checkpoints.id, ids), isNull(checkpoints.deletedAt)))
    : [];
  const byId = new Map(found.map((c) => [c.id, c]));
  return rows.map(({ round: r, siteName }) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    site: { id: r.siteId, name: siteName },
    checkpoints: r.checkpointIds.flatMap((id) => {
      const checkpoint = byId.get(id);
      return checkpoint ? [{ ...checkpoint, expectedDelay: r.expectedDelays[id] ?? null }] : [];
    }),
    grantedDirections: r.grantedDirections,
    numberOfExecutions: r.numberOfExecutions,
    manualValidation: r.manualValidation,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** One round of the agency, presented (undefined when it is not a live one of the agency). */
export async function presentRound(tx: Tx, agencyId: string, id: string): Promise<Round | undefined> {
  const rows = await selectRounds(tx, agencyId, and(eq(rounds.id, id), isNull(rounds.deletedAt)));
  const [round] = await presentRounds(tx, agencyId, rows);
  return round;
}
