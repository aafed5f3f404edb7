import { customerAgentName } from '@securite/domain/customer-portal/agent-name';
import {
  type CustomerServicesPage,
  type CustomerServicesRequest,
  customerServiceStateOf,
  customerServiceStateStatuses,
  DEFAULT_CUSTOMER_SERVICE_PRESET,
  type zCustomerServicesRequest,
} from '@securite/domain/customer-portal/customer-services';
import { periodInstants } from '@securite/domain/hours/hour-period';
import { resolvePeriod } from '@securite/domain/margins/margin-schemas';
import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import { todayIn } from '@securite/domain/time/calendar-day';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { agencyReports } from '../../db/schema/agency-reports.ts';
import { serviceEvents } from '../../db/schema/events.ts';
import { roundExecutions } from '../../db/schema/round-executions.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { portalCustomerOf } from './customer-scope.ts';

type Request = z.output<typeof zCustomerServicesRequest>;

export type { CustomerServicesRequest };

/**
 * POST {agency}/customer/{customerId}/fetch/services: a page of the services on the customer's sites overlapping
 * the period (this week by default), circuits' own lines left out (the customer sees their stops on its sites).
 * Agents are named by first name and initial; rounds walked, events logged and the intervention report are counted
 * or linked, never detailed.
 */
export async function findCustomerServices(
  ctx: AppContext,
  tenant: TenantContext,
  request: Request,
): Promise<CustomerServicesPage> {
  const customerId = portalCustomerOf(tenant);
  const agencyId = tenant.agency.id;
  const timeZone = tenant.agency.timezone;
  const { filters } = request;
  const days = resolvePeriod(filters.period ?? {}, todayIn(timeZone), DEFAULT_CUSTOMER_SERVICE_PRESET);
  const { start, end } = periodInstants(days, timeZone);
  const statuses = (filters.states ?? []).flatMap((state) => customerServiceStateStatuses[state]);
  const where = and(
    inAgency(services, agencyId),
    isNull(services.deletedAt),
    eq(services.isCircuit, false),
    eq(sites.customerId, customerId),
    lt(services.startAt, end),
    gt(services.endAt, start),
    filters.siteIds?.length ? inArray(services.siteId, filters.siteIds) : undefined,
    statuses.length ? inArray(services.status, statuses) : undefined,
  ) as SQL;
  const direction = request.orderBy.direction === 'asc' ? asc : desc;
  const roundsDone = ctx.db
    .select({ n: count() })
    .from(roundExecutions)
    .where(
      and(
        inAgency(roundExecutions, agencyId),
        eq(roundExecutions.serviceId, services.id),
        isNotNull(roundExecutions.endedAt),
      ),
    );
  const eventsCount = ctx.db
    .select({ n: count() })
    .from(serviceEvents)
    .where(
      and(inAgency(serviceEvents, agencyId), eq(serviceEvents.serviceId, services.id), isNull(serviceEvents.deletedAt)),
    );
  const reportId = ctx.db
    .select({ id: agencyReports.id })
    .from(agencyReports)
    .where(and(inAgency(agencyReports, agencyId), eq(agencyReports.serviceId, services.id)));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: services.id,
        reference: services.reference,
        status: services.status,
        startAt: services.startAt,
        endAt: services.endAt,
        realStartAt: services.realStartAt,
        realEndAt: services.realEndAt,
        siteId: sites.id,
        siteName: sites.name,
        agentId: services.agentId,
        firstname: users.firstname,
        lastname: users.lastname,
        activityType: services.activityType,
        postTitle: services.postTitle,
        roundsDone: sql<number>`(${roundsDone})::int`,
        eventsCount: sql<number>`(${eventsCount})::int`,
        reportId: sql<string | null>`(${reportId})`,
      })
      .from(services)
      .innerJoin(sites, and(eq(sites.id, services.siteId), inAgency(sites, agencyId)))
      .leftJoin(memberships, and(eq(memberships.id, services.agentId), inAgency(memberships, agencyId)))
      .leftJoin(users, eq(users.id, memberships.userId))
      .where(where)
      .orderBy(direction(services.startAt), direction(services.id))
      .limit(request.limit)
      .offset(fetchOffset(request)),
    ctx.db
      .select({ n: count() })
      .from(services)
      .innerJoin(sites, and(eq(sites.id, services.siteId), inAgency(sites, agencyId)))
      .where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      status: row.status,
      state: customerServiceStateOf(row.status),
      startAt: row.startAt.toISOString(),
      endAt: row.endAt.toISOString(),
      realStartAt: row.realStartAt?.toISOString() ?? null,
      realEndAt: row.realEndAt?.toISOString() ?? null,
      site: { id: row.siteId, name: row.siteName },
      agent: row.agentId ? customerAgentName(row.firstname, row.lastname) : null,
      activityType: row.activityType,
      postTitle: row.postTitle,
      roundsDone: Number(row.roundsDone),
      eventsCount: Number(row.eventsCount),
      reportId: row.reportId,
    })),
    total: total?.n ?? 0,
    period: days,
  };
}
