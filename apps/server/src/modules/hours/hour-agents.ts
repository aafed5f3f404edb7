import type { ActiveContract } from '@securite/domain/agents/agent-schemas';
import type { FakeFilter } from '@securite/domain/tenancy/fake-data';
import { and, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { agentInfos } from '../../db/schema/agents.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { fakeCondition } from '../../http/fake-data.ts';
import { fullnameSql } from '../agents/public.ts';

export interface HourAgent {
  id: string;
  fullname: string;
  activeContract: ActiveContract | null;
  weekDuration: number | null;
  overtimeIncreaseBp: number | null;
  /** Last name then first name, the order lists read in. */
  sortName: string;
}

/**
 * The people an hours count lists: the agency's agents (archived ones left out) and anyone else who holds
 * services in the period (an archived agent, a staff member on a post), so that the rows add up to the total.
 */
export async function findHourAgents(
  tx: Tx,
  input: {
    agencyId: string;
    fakeFilter: FakeFilter;
    withServices: readonly string[];
    agentIds?: readonly string[];
    search?: string;
  },
): Promise<HourAgent[]> {
  const pattern = input.search ? containsPattern(input.search) : null;
  const where = and(
    inAgency(memberships, input.agencyId),
    ne(memberships.role, 'customer'),
    or(
      and(eq(memberships.role, 'agent'), isNull(memberships.deletedAt)),
      input.withServices.length ? inArray(memberships.id, [...input.withServices]) : undefined,
    ),
    fakeCondition(memberships.fake, input.fakeFilter),
    input.agentIds ? inArray(memberships.id, [...input.agentIds]) : undefined,
    pattern ? ilike(fullnameSql, pattern) : undefined,
  ) as SQL;
  const rows = await tx
    .select({
      id: memberships.id,
      fullname: fullnameSql,
      activeContract: agentInfos.activeContract,
      weekDuration: agentInfos.weekDuration,
      overtimeIncreaseBp: agentInfos.overtimeIncreaseBp,
      sortName: sql<string>`concat(${users.lastname}, ' ', ${users.firstname})`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(agentInfos, and(eq(agentInfos.membershipId, memberships.id), inAgency(agentInfos, input.agencyId)))
    .where(where);
  return rows;
}
