import type { Unavailability } from '@securite/domain/unavailabilities/schemas';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { agencyTypes, unavailabilities } from '../../db/schema/workforce.ts';
import { inAgency } from '../../db/tenant.ts';
import { fullnameSql } from '../agents/public.ts';

/**
 * The agency's unavailability rows (the caller's `where` within them) with their agent's name and type label, as they
 * leave the server.
 */
export async function selectUnavailabilities(
  tx: Tx,
  agencyId: string,
  where: SQL | undefined,
  page?: { orderBy: SQL[]; limit: number; offset: number },
): Promise<Unavailability[]> {
  const query = tx
    .select({ row: unavailabilities, fullname: fullnameSql, typeLabel: agencyTypes.label })
    .from(unavailabilities)
    .innerJoin(memberships, and(eq(memberships.id, unavailabilities.agentId), inAgency(memberships, agencyId)))
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(agencyTypes, and(eq(agencyTypes.id, unavailabilities.typeId), inAgency(agencyTypes, agencyId)))
    .where(and(inAgency(unavailabilities, agencyId), where));
  const rows = page
    ? await query
        .orderBy(...page.orderBy)
        .limit(page.limit)
        .offset(page.offset)
    : await query;
  return rows.map(({ row, fullname, typeLabel }) => ({
    id: row.id,
    uuid: row.clientUuid,
    agent: { id: row.agentId, fullname },
    type: { id: row.typeId, label: typeLabel },
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** One unavailability of the agency, presented. */
export async function presentUnavailabilityById(tx: Tx, agencyId: string, id: string): Promise<Unavailability> {
  const [one] = await selectUnavailabilities(tx, agencyId, eq(unavailabilities.id, id));
  return one;
}
