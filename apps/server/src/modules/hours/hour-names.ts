import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sites } from '../../db/schema/sites.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { fullnameSql } from '../agents/public.ts';

/** The names of the agency's sites and people among the ids, for the lines of a detail. */
export async function findHourNames(
  tx: Tx,
  agencyId: string,
  ids: { siteIds: readonly string[]; agentIds: readonly string[] },
) {
  const [siteRows, agentRows] = await Promise.all([
    ids.siteIds.length
      ? tx
          .select({ id: sites.id, name: sites.name })
          .from(sites)
          .where(and(inAgency(sites, agencyId), inArray(sites.id, [...ids.siteIds])))
      : [],
    ids.agentIds.length
      ? tx
          .select({ id: memberships.id, name: fullnameSql })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(and(inAgency(memberships, agencyId), inArray(memberships.id, [...ids.agentIds])))
      : [],
  ]);
  return {
    site: new Map(siteRows.map((row) => [row.id, row.name])),
    agent: new Map(agentRows.map((row) => [row.id, row.name])),
  };
}
