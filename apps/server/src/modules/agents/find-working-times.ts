import type { zWorkingTimesRequest, zWorkingTimesResponse } from '@securite/domain/agents/list-schemas';
import { monthlyWorkingLimit } from '@securite/domain/agents/working-limit';
import type { FakeFilter } from '@securite/domain/tenancy/fake-data';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { agentInfos } from '../../db/schema/agents.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { fakeCondition } from '../../http/fake-data.ts';
import { fullnameOf } from './present-agent.ts';
import { agentOf, infosOfMember } from './repo.ts';

/**
 * POST {agency}/fetch/agents/working-times: each agent's monthly working limit from the active contract
 * (monthly hours as is, weekly × 52/12 rounded to 2 decimals). Hours worked come with the planning.
 */
export async function findWorkingTimes(
  ctx: AppContext,
  input: { agencyId: string; fakeFilter: FakeFilter; query: z.output<typeof zWorkingTimesRequest> },
): Promise<z.infer<typeof zWorkingTimesResponse>> {
  const { query } = input;
  const where = and(
    agentOf(input.agencyId),
    fakeCondition(memberships.fake, input.fakeFilter),
    // An empty list matches nothing (drizzle turns it into false).
    query.agentIds ? inArray(memberships.id, query.agentIds) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ id: memberships.id, user: users, infos: agentInfos })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(agentInfos, infosOfMember(input.agencyId))
      .where(where)
      .orderBy(asc(sql`lower(${users.lastname})`), asc(sql`lower(${users.firstname})`), asc(memberships.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db.select({ total: count() }).from(memberships).where(where),
  ]);
  return {
    data: rows.map(({ id, user, infos }) => ({
      agentId: id,
      fullname: fullnameOf(user),
      activeContract: infos?.activeContract ?? null,
      weekDuration: infos?.weekDuration ?? null,
      workingLimit: monthlyWorkingLimit(infos?.activeContract),
    })),
    total,
  };
}
