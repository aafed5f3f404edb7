import { expiresSoonUntil } from '@securite/domain/agents/expirations';
import type { AgentFilters } from '@securite/domain/agents/list-schemas';
import type { FakeFilter } from '@securite/domain/tenancy/fake-data';
import { type CalendarDay, dateToDay, dayToDate } from '@securite/domain/time/calendar-day';
import { and, arrayOverlaps, asc, desc, eq, gt, ilike, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/contains-pattern.ts';
import { agentExpirations, agentInfos } from '../../db/schema/agents.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { fakeCondition } from '../../http/fake-data.ts';
import { agentOf } from './repo.ts';

/** Agents whose first name, last name (either order), e-mail or registration number contains the text. */
export function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const p = containsPattern(search);
  return or(
    ilike(users.firstname, p),
    ilike(users.lastname, p),
    ilike(users.email, p),
    ilike(agentInfos.registrationNumber, p),
    ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, p),
    ilike(sql`${users.lastname} || ' ' || ${users.firstname}`, p),
  );
}

/** Agents with a CNAPS card or a document (contracts aside) in the given state today. */
function expirationCondition(state: 'expired' | 'expiresSoon', agencyId: string, today: CalendarDay): SQL {
  const todayDate = dayToDate(today);
  const cardSoon = dateToDay(expiresSoonUntil(todayDate, 'cnapsCard'));
  const otherSoon = dateToDay(expiresSoonUntil(todayDate));
  const card = agentInfos.cnapsCardExpiresAt;
  const e = agentExpirations.expiresAt;
  const document = (window: SQL | undefined) =>
    sql`exists (select 1 from ${agentExpirations} where ${and(
      inAgency(agentExpirations, agencyId),
      eq(agentExpirations.membershipId, memberships.id),
      ne(agentExpirations.kind, 'contract'),
      window,
    )})`;
  if (state === 'expired') return or(lte(card, today), document(lte(e, today))) as SQL;
  return or(and(gt(card, today), lte(card, cardSoon)), document(and(gt(e, today), lte(e, otherSoon)))) as SQL;
}

/** The WHERE clause of an agents list: always this agency's agent records, then the filters. */
export function agentListWhere(
  agencyId: string,
  filters: AgentFilters,
  fakeFilter: FakeFilter,
  today: CalendarDay,
): SQL | undefined {
  // Records without a details row yet have the defaults: plannable, employee.
  const noInfos = isNull(agentInfos.membershipId);
  return and(
    agentOf(agencyId),
    fakeCondition(memberships.fake, fakeFilter),
    filters.status === 'active' ? eq(memberships.active, true) : undefined,
    filters.status === 'inactive' ? eq(memberships.active, false) : undefined,
    searchCondition(filters.search),
    filters.specialties?.length ? arrayOverlaps(agentInfos.specialties, filters.specialties) : undefined,
    filters.plannable === true ? or(noInfos, eq(agentInfos.plannable, true)) : undefined,
    filters.plannable === false ? eq(agentInfos.plannable, false) : undefined,
    filters.type === 'employee' ? or(noInfos, eq(agentInfos.type, 'employee')) : undefined,
    filters.type && filters.type !== 'employee' ? eq(agentInfos.type, filters.type) : undefined,
    filters.expiration ? expirationCondition(filters.expiration, agencyId, today) : undefined,
  );
}

/** Whether any filter narrows the list. */
export function isFiltered(filters: AgentFilters): boolean {
  return (
    !!filters.search ||
    filters.status !== 'all' ||
    !!filters.specialties?.length ||
    filters.plannable !== undefined ||
    filters.type !== undefined ||
    filters.expiration !== undefined
  );
}

/** ORDER BY of an agents list; the id last, so pages fetched in parallel never overlap. */
export function agentListOrder(orderBy: { field: string; direction: 'asc' | 'desc' }): SQL[] {
  const dir = orderBy.direction === 'asc' ? asc : desc;
  const nullsLast = (column: SQL) => sql`${column} ${sql.raw(orderBy.direction)} nulls last`;
  const byField: Record<string, SQL[]> = {
    createdAt: [dir(memberships.createdAt)],
    lastname: [dir(sql`lower(${users.lastname})`), dir(sql`lower(${users.firstname})`)],
    firstname: [dir(sql`lower(${users.firstname})`), dir(sql`lower(${users.lastname})`)],
    registrationNumber: [nullsLast(sql`${agentInfos.registrationNumber}`)],
    rating: [dir(sql`coalesce(${agentInfos.rating}, 3)`)],
  };
  return [...(byField[orderBy.field] ?? byField.createdAt), asc(memberships.id)];
}
