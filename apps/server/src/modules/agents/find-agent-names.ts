import type { AgentNames } from '@securite/domain/agents/agent-names';
import type { AgentFilters } from '@securite/domain/agents/list-schemas';
import type { FakeFilter } from '@securite/domain/tenancy/fake-data';
import type { CalendarDay } from '@securite/domain/time/calendar-day';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agentInfos } from '../../db/schema/agents.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { agentListOrder, agentListWhere } from './list-query.ts';
import { infosOfMember } from './repo.ts';

const allAgents = { status: 'all' } as AgentFilters;

/**
 * GET {agency}/agents/names: the agents POST fetch/agents lists with `status: 'all'` and no other filter, in the
 * same order (last name), compact (zAgentNames): only the four values the planning shows, in one statement.
 */
export async function findAgentNames(
  ctx: AppContext,
  input: { agencyId: string; fakeFilter: FakeFilter; today: CalendarDay },
): Promise<AgentNames> {
  const { agencyId } = input;
  const rows = await ctx.db
    .select({
      id: memberships.id,
      // As the list writes it (present-agent.ts fullnameOf).
      fullname: sql<string>`trim(concat(${users.firstname}, ' ', ${users.lastname}))`,
      plannable: sql<boolean>`coalesce(${agentInfos.plannable}, true)`,
      specialty: sql<string | null>`${agentInfos.specialties}[1]`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(agentInfos, infosOfMember(agencyId))
    .where(and(inAgency(memberships, agencyId), agentListWhere(agencyId, allAgents, input.fakeFilter, input.today)))
    .orderBy(...agentListOrder({ field: 'lastname', direction: 'asc' }));
  return {
    agents: rows.map((row) => ({
      id: row.id,
      fullname: row.fullname,
      ...(row.plannable ? {} : { plannable: false as const }),
      ...(row.specialty ? { specialty: row.specialty } : {}),
    })),
  };
}
