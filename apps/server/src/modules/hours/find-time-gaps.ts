import { periodInstants } from '@securite/domain/hours/hour-period';
import type { TimeGap, TimeGapsPage, zTimeGapsRequest } from '@securite/domain/hours/hours-schemas';
import { TIME_GAP_TOLERANCE_MINUTES } from '@securite/domain/hours/hours-schemas';
import { serviceTimeGaps } from '@securite/domain/hours/time-gaps';
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { fakeCondition } from '../../http/fake-data.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { fullnameSql } from '../agents/public.ts';

type Request = z.output<typeof zTimeGapsRequest>;

/**
 * Pauses are listed once the field records breaks; there is no breaks table yet, so the answer says so
 * (`pausesTracked: false`) rather than inventing any.
 */
const PAUSES_TRACKED = false;

/**
 * POST {agency}/fetch/time-gaps (Écarts horaires): the lateness (real start over 5 minutes after the planned one)
 * and early departures (real end over 5 minutes before the planned one) of the services planned to start in the
 * period, newest first. Circuits are read through their children, as for hours.
 */
export async function findTimeGaps(ctx: AppContext, tenant: TenantContext, request: Request): Promise<TimeGapsPage> {
  const { start, end } = periodInstants(request, tenant.agency.timezone);
  const tolerance = sql.raw(`interval '${TIME_GAP_TOLERANCE_MINUTES} minutes'`);
  const where = and(
    eq(services.agencyId, tenant.agency.id),
    isNull(services.deletedAt),
    eq(services.isCircuit, false),
    gte(services.startAt, start),
    lt(services.startAt, end),
    fakeCondition(services.fake, tenant.fakeFilter),
    request.agentIds ? inArray(services.agentId, request.agentIds) : undefined,
    request.siteIds ? inArray(services.siteId, request.siteIds) : undefined,
    or(
      sql`${services.realStartAt} > ${services.startAt} + ${tolerance}`,
      sql`${services.realEndAt} < ${services.endAt} - ${tolerance}`,
    ),
  ) as SQL;
  const rows = await ctx.db
    .select({
      id: services.id,
      reference: services.reference,
      startAt: services.startAt,
      endAt: services.endAt,
      realStartAt: services.realStartAt,
      realEndAt: services.realEndAt,
      siteId: services.siteId,
      siteName: sites.name,
      agentId: services.agentId,
      agentName: fullnameSql,
    })
    .from(services)
    .leftJoin(sites, eq(sites.id, services.siteId))
    .leftJoin(memberships, eq(memberships.id, services.agentId))
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(where)
    .orderBy(desc(services.startAt), asc(services.reference));
  const kinds = request.kinds ? new Set(request.kinds) : null;
  const gaps: TimeGap[] = rows.flatMap((row) =>
    serviceTimeGaps(row)
      .filter((gap) => !kinds || kinds.has(gap.kind))
      .map((gap) => ({
        serviceId: row.id,
        reference: row.reference,
        kind: gap.kind,
        agent: row.agentId ? { id: row.agentId, fullname: row.agentName ?? '' } : null,
        site: row.siteId ? { id: row.siteId, name: row.siteName ?? '' } : null,
        plannedAt: gap.plannedAt.toISOString(),
        realAt: gap.realAt.toISOString(),
        minutes: gap.minutes,
      })),
  );
  return {
    data: gaps.slice((request.page - 1) * request.limit, request.page * request.limit),
    total: gaps.length,
    pausesTracked: PAUSES_TRACKED,
    timeZone: tenant.agency.timezone,
  };
}
