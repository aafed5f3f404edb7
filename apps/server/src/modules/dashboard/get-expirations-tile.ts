import type { Actor } from '@securite/domain/auth/access';
import { isGranted } from '@securite/domain/auth/access';
import {
  type DashboardExpirations,
  dashboardPartRights,
  type ExpirationGroup,
  expirationBuckets,
} from '@securite/domain/dashboard/tile-schemas';
import { addDays, type CalendarDay, dayToDate } from '@securite/domain/time/calendar-day';
import { and, eq, gte, inArray, isNull, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agentExpirations, agentInfos } from '../../db/schema/agents.ts';
import { contracts } from '../../db/schema/contracts.ts';
import { stockAssignments } from '../../db/schema/stock.ts';
import { memberships } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';

/** How far back an expired document still counts (older ones are history, not a task). */
export const EXPIRED_LOOKBACK_DAYS = 90;
export const EXPIRATION_HORIZON_DAYS = 90;

/** The agency's live agents (not archived, active), as the join of a document to its holder. */
const liveAgent = (
  agencyId: string,
  membershipId: typeof agentInfos.membershipId | typeof agentExpirations.membershipId,
) =>
  and(
    eq(memberships.id, membershipId),
    inAgency(memberships, agencyId),
    eq(memberships.active, true),
    isNull(memberships.deletedAt),
  );

/**
 * What expires within 90 days, by group: the agents' CNAPS cards and their other dated documents, their work
 * contracts (with the agents' rights), the customer contracts sent or signed (the contracts' rights), the equipment
 * to give back (stock assignments still out). Expired ones of the last 90 days apart.
 */
export async function getExpirationsTile(
  db: Db,
  input: { agencyId: string; actor: Actor; today: CalendarDay },
): Promise<DashboardExpirations> {
  const { agencyId, today } = input;
  const from = addDays(today, -EXPIRED_LOOKBACK_DAYS);
  const to = addDays(today, EXPIRATION_HORIZON_DAYS);
  const may = (part: keyof typeof dashboardPartRights) => isGranted(input.actor, dashboardPartRights[part]);
  const agents = may('agentDocuments');
  const [cards, documents, customerContracts, equipment] = await Promise.all([
    agents
      ? db
          .select({ day: agentInfos.cnapsCardExpiresAt })
          .from(agentInfos)
          .innerJoin(memberships, liveAgent(agencyId, agentInfos.membershipId))
          .where(
            and(
              inAgency(agentInfos, agencyId),
              gte(agentInfos.cnapsCardExpiresAt, from),
              lte(agentInfos.cnapsCardExpiresAt, to),
            ),
          )
      : null,
    agents
      ? db
          .select({ day: agentExpirations.expiresAt, kind: agentExpirations.kind })
          .from(agentExpirations)
          .innerJoin(memberships, liveAgent(agencyId, agentExpirations.membershipId))
          .where(
            and(
              inAgency(agentExpirations, agencyId),
              gte(agentExpirations.expiresAt, from),
              lte(agentExpirations.expiresAt, to),
            ),
          )
      : null,
    may('customerContracts')
      ? db
          .select({ day: contracts.endDate })
          .from(contracts)
          .where(
            and(
              inAgency(contracts, agencyId),
              eq(contracts.kind, 'customer'),
              inArray(contracts.status, ['sent', 'signed']),
              gte(contracts.endDate, from),
              lte(contracts.endDate, to),
            ),
          )
      : null,
    may('equipment')
      ? db
          .select({ day: stockAssignments.restitutionTo })
          .from(stockAssignments)
          .where(
            and(
              inAgency(stockAssignments, agencyId),
              ne(stockAssignments.status, 'returned'),
              gte(stockAssignments.restitutionTo, from),
              lte(stockAssignments.restitutionTo, to),
            ),
          )
      : null,
  ]);
  const todayDate = dayToDate(today).getTime();
  const daysLeft = (days: (string | null)[]) =>
    days.flatMap((day) => (day ? [Math.round((dayToDate(day).getTime() - todayDate) / 86_400_000)] : []));
  const rows: DashboardExpirations['rows'] = [];
  const add = (group: ExpirationGroup, days: (string | null)[] | undefined) => {
    if (days) rows.push({ group, ...expirationBuckets(daysLeft(days)) });
  };
  add(
    'cnapsCard',
    cards?.map((c) => c.day),
  );
  add(
    'certificate',
    documents?.filter((d) => d.kind !== 'contract').map((d) => d.day),
  );
  add(
    'agentContract',
    documents?.filter((d) => d.kind === 'contract').map((d) => d.day),
  );
  add(
    'customerContract',
    customerContracts?.map((c) => c.day),
  );
  add(
    'equipment',
    equipment?.map((e) => e.day),
  );
  return { rows };
}
