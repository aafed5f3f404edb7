import { roundsToWalk } from '@securite/domain/rounds/rounds-to-walk';
import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { rounds } from '../../../db/schema/rounds.ts';
import { inAgency } from '../../../db/tenant.ts';

export interface ServiceRounds {
  id: string;
  siteId: string | null;
  roundIds: readonly string[];
}

/**
 * The rounds each service must walk (domain's roundsToWalk): the ones chosen for it, else its site's live rounds.
 * One query for the sites of every service.
 */
export async function roundsToWalkOf(
  tx: Tx,
  agencyId: string,
  list: readonly ServiceRounds[],
): Promise<Map<string, string[]>> {
  const siteIds = [...new Set(list.flatMap((s) => (s.siteId ? [s.siteId] : [])))];
  const live = siteIds.length
    ? await tx
        .select({ id: rounds.id, siteId: rounds.siteId })
        .from(rounds)
        .where(and(inAgency(rounds, agencyId), inArray(rounds.siteId, siteIds), isNull(rounds.deletedAt)))
        .orderBy(asc(rounds.name), asc(rounds.id))
    : [];
  const bySite = new Map<string, string[]>();
  for (const round of live) if (round.siteId) bySite.set(round.siteId, [...(bySite.get(round.siteId) ?? []), round.id]);
  // A service without a site (a circuit's parent) walks what was chosen for it, if anything.
  return new Map(
    list.map((s) => [s.id, s.siteId ? roundsToWalk(s.roundIds, bySite.get(s.siteId) ?? []) : [...s.roundIds]]),
  );
}
