import type { zFetchItemsRequest, zFetchItemsResponse } from '@securite/domain/agents/list-schemas';
import type { FakeFilter } from '@securite/domain/tenancy/fake-data';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { agentItems } from '../../db/schema/agents.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { fakeCondition } from '../../http/fake-data.ts';
import { fullnameOf, presentItem } from './present-agent.ts';
import { agentOf, memberOf } from './repo.ts';

/** POST {agency}/agent/fetch/items: equipment across the agency's agents, by agent then position. */
export async function findAgentItems(
  ctx: AppContext,
  input: { agencyId: string; fakeFilter: FakeFilter; query: z.output<typeof zFetchItemsRequest> },
): Promise<z.infer<typeof zFetchItemsResponse>> {
  const { agencyId, query } = input;
  const search = query.filters.search ? containsPattern(query.filters.search) : null;
  const where = and(
    inAgency(agentItems, agencyId),
    agentOf(agencyId),
    fakeCondition(memberships.fake, input.fakeFilter),
    query.filters.agentIds ? inArray(agentItems.membershipId, query.filters.agentIds) : undefined,
    search ? or(ilike(agentItems.label, search), ilike(agentItems.reference, search)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ item: agentItems, user: users })
      .from(agentItems)
      .innerJoin(memberships, memberOf(agencyId, agentItems.membershipId))
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where)
      .orderBy(
        asc(sql`lower(${users.lastname})`),
        asc(agentItems.membershipId),
        asc(agentItems.position),
        asc(agentItems.id),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db
      .select({ total: count() })
      .from(agentItems)
      .innerJoin(memberships, memberOf(agencyId, agentItems.membershipId))
      .where(where),
  ]);
  return {
    data: rows.map(({ item, user }) => ({
      ...presentItem(item),
      agent: { id: item.membershipId, fullname: fullnameOf(user) },
    })),
    total,
  };
}
