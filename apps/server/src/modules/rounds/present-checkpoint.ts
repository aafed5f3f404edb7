import type { Checkpoint } from '@securite/domain/rounds/checkpoint-schemas';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { checkpoints } from '../../db/schema/rounds.ts';
import { sites } from '../../db/schema/sites.ts';
import { inAgency } from '../../db/tenant.ts';

/** The agency's checkpoints matching the condition, with their site's name and how many live rounds hold them. */
export async function presentCheckpoints(tx: Tx, agencyId: string, where: SQL | undefined): Promise<Checkpoint[]> {
  const roundsCount = sql<number>`(select count(*) from rounds r where r.agency_id = ${checkpoints.agencyId}
    and r.deleted_at is null and r.checkpoint_ids @> array[${checkpoints.id}])::int`;
  const rows = await tx
    .select({ checkpoint: checkpoints, siteName: sites.name, rounds: roundsCount })
    .from(checkpoints)
    .innerJoin(sites, and(eq(sites.id, checkpoints.siteId), inAgency(sites, agencyId)))
    .where(and(inAgency(checkpoints, agencyId), where))
    .orderBy(asc(sites.name), asc(checkpoints.title), asc(checkpoints.id));
  return rows.map(({ checkpoint: c, siteName, rounds }) => ({
    id: c.id,
    title: c.title,
    site: { id: c.siteId, name: siteName },
    location: c.location ?? null,
    color: c.color,
    badge: c.badge,
    rounds,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  }));
}
