import { CNAPS_CARD_KIND, type ExpirationCategory, expirationKindLabels } from '@securite/domain/agents/agent-types';
import type { ExpirationRow } from '@securite/domain/agents/expiration-schemas';
import { daysUntil, expirationStatus } from '@securite/domain/agents/expirations';
import type { FakeFilter } from '@securite/domain/tenancy/fake-data';
import { type CalendarDay, dayToDate } from '@securite/domain/time/calendar-day';
import { and, eq, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { agentExpirations, agentInfos } from '../../db/schema/agents.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { fakeCondition } from '../../http/fake-data.ts';
import { searchCondition } from './list-query.ts';
import { fullnameOf } from './present-agent.ts';
import { agentOf, infosOfMember, memberOf } from './repo.ts';

export interface ExpirationScope {
  agencyId: string;
  today: CalendarDay;
  category: ExpirationCategory;
  fakeFilter?: FakeFilter;
  search?: string;
  agentId?: string;
}

/**
 * Every dated document of the agency's agents in a category, with its status today: the CNAPS cards (from
 * the agent records) and the documents. A few per agent, so the whole set is read and sorted here.
 */
export async function collectExpirations(tx: Tx, scope: ExpirationScope): Promise<ExpirationRow[]> {
  const { agencyId, today } = scope;
  const todayDate = dayToDate(today);
  const agentWhere = (extra: SQL | undefined) =>
    and(
      agentOf(agencyId),
      scope.fakeFilter === undefined ? undefined : fakeCondition(memberships.fake, scope.fakeFilter),
      scope.agentId ? eq(memberships.id, scope.agentId) : undefined,
      searchCondition(scope.search),
      extra,
    );
  const rows: ExpirationRow[] = [];
  if (scope.category !== 'contracts') {
    const cards = await tx
      .select({ id: memberships.id, user: users, infos: agentInfos })
      .from(agentInfos)
      .innerJoin(memberships, memberOf(agencyId, agentInfos.membershipId))
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(agentWhere(and(inAgency(agentInfos, agencyId), isNotNull(agentInfos.cnapsCardExpiresAt))));
    for (const { id, user, infos } of cards) {
      const expiry = dayToDate(infos.cnapsCardExpiresAt as string);
      rows.push({
        id: `${CNAPS_CARD_KIND}:${id}`,
        agentId: id,
        agentFullname: fullnameOf(user),
        kind: CNAPS_CARD_KIND,
        label: expirationKindLabels.cnapsCard,
        number: infos.cnapsCardNumber,
        expiresAt: infos.cnapsCardExpiresAt as string,
        status: expirationStatus(expiry, todayDate, 'cnapsCard'),
        daysLeft: daysUntil(expiry, todayDate),
      });
    }
  }
  const kind =
    scope.category === 'contracts'
      ? eq(agentExpirations.kind, 'contract')
      : scope.category === 'regulatory'
        ? ne(agentExpirations.kind, 'contract')
        : undefined;
  // The search also joins agent_infos (registration numbers).
  const documents = await tx
    .select({ document: agentExpirations, user: users })
    .from(agentExpirations)
    .innerJoin(memberships, memberOf(agencyId, agentExpirations.membershipId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(agentInfos, infosOfMember(agencyId))
    .where(agentWhere(and(inAgency(agentExpirations, agencyId), kind)));
  for (const { document, user } of documents) {
    const expiry = dayToDate(document.expiresAt);
    rows.push({
      id: document.id,
      agentId: document.membershipId,
      agentFullname: fullnameOf(user),
      kind: document.kind,
      label: document.label,
      number: document.number,
      expiresAt: document.expiresAt,
      status: expirationStatus(expiry, todayDate),
      daysLeft: daysUntil(expiry, todayDate),
    });
  }
  return rows.sort(
    (a, b) =>
      a.expiresAt.localeCompare(b.expiresAt) ||
      a.agentFullname.localeCompare(b.agentFullname, 'fr') ||
      a.id.localeCompare(b.id),
  );
}
