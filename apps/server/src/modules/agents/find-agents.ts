import { agentStatusOf } from '@securite/domain/agents/agent-types';
import type { AgentListItem, FetchAgentsQuery, FetchAgentsResponse } from '@securite/domain/agents/list-schemas';
import { monthlyWorkingLimit } from '@securite/domain/agents/working-limit';
import type { FakeFilter } from '@securite/domain/tenancy/fake-data';
import type { CalendarDay } from '@securite/domain/time/calendar-day';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { agentInfos } from '../../db/schema/agents.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { findPhotoIds } from '../files/public.ts';
import { agentListOrder, agentListWhere, isFiltered } from './list-query.ts';
import { fullnameOf, worstExpiration } from './present-agent.ts';
import { agentOf, findExpirations, infosOfMember } from './repo.ts';

export interface AgentListInput {
  agencyId: string;
  fakeFilter: FakeFilter;
  today: CalendarDay;
  query: Pick<FetchAgentsQuery, 'filters' | 'orderBy'> & { page: number; limit: number };
}

/** The agency's memberships (the caller's `where` within them) with their user and agent infos. */
const rowsQuery = (tx: Tx, agencyId: string, where: SQL | undefined) =>
  tx
    .select({ membership: memberships, user: users, infos: agentInfos })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(agentInfos, infosOfMember(agencyId))
    .where(and(inAgency(memberships, agencyId), where));

/** One page of the filtered agents, presented for the list. */
export async function findAgentPage(tx: Tx, input: AgentListInput): Promise<AgentListItem[]> {
  const { agencyId, query, today } = input;
  const where = agentListWhere(agencyId, query.filters, input.fakeFilter, today);
  const rows = await rowsQuery(tx, agencyId, where)
    .orderBy(...agentListOrder(query.orderBy))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const ids = rows.map((r) => r.membership.id);
  const [expirations, photos] = await Promise.all([
    findExpirations(tx, agencyId, ids),
    findPhotoIds(tx, agencyId, ids),
  ]);
  return rows.map(({ membership, user, infos }) => {
    const expiration = worstExpiration(
      infos,
      expirations.filter((e) => e.membershipId === membership.id),
      today,
    );
    return {
      id: membership.id,
      firstname: user.firstname,
      lastname: user.lastname,
      fullname: fullnameOf(user),
      email: user.email,
      phone: user.phone,
      status: agentStatusOf({ active: membership.active, hasPassword: user.passwordHash !== null }),
      active: membership.active,
      hasAccount: user.passwordHash !== null,
      registrationNumber: infos?.registrationNumber ?? null,
      specialties: infos?.specialties ?? [],
      plannable: infos?.plannable ?? true,
      rating: infos?.rating ?? 3,
      type: infos?.type ?? 'employee',
      externalCompanyName: infos?.externalCompanyName ?? null,
      activeContract: infos?.activeContract ?? null,
      workingLimit: monthlyWorkingLimit(infos?.activeContract),
      cnapsCardNumber: infos?.cnapsCardNumber ?? null,
      cnapsCardExpiresAt: infos?.cnapsCardExpiresAt ?? null,
      expirationStatus: expiration.status,
      expirationItems: expiration.items,
      profilePicture: photos.get(membership.id) ?? null,
      fake: membership.fake,
      createdAt: membership.createdAt.toISOString(),
    };
  });
}

/** Every specialty held by an agent of the agency, sorted. */
export async function agencySpecialties(tx: Tx, agencyId: string): Promise<string[]> {
  const specialty = sql<string>`unnest(${agentInfos.specialties})`;
  const rows = await tx
    .selectDistinct({ specialty })
    .from(agentInfos)
    .innerJoin(memberships, eq(memberships.id, agentInfos.membershipId))
    .where(and(inAgency(agentInfos, agencyId), agentOf(agencyId)));
  return rows.map((r) => r.specialty).sort((a, b) => a.localeCompare(b, 'fr'));
}

/** POST {agency}/fetch/agents: a page of agents, the total for the filters, the agency's specialties. */
export async function findAgents(ctx: AppContext, input: AgentListInput): Promise<FetchAgentsResponse> {
  const where = agentListWhere(input.agencyId, input.query.filters, input.fakeFilter, input.today);
  const [data, [{ total }], specialties] = await Promise.all([
    findAgentPage(ctx.db, input),
    ctx.db
      .select({ total: count() })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(agentInfos, infosOfMember(input.agencyId))
      .where(where),
    agencySpecialties(ctx.db, input.agencyId),
  ]);
  return { data, total, specialties, filtered: isFiltered(input.query.filters) };
}
