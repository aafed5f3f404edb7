import { periodInstants } from '@securite/domain/hours/hour-period';
import type { TimeGap, TimeGapKind, TimeGapsPage, zTimeGapsRequest } from '@securite/domain/hours/hours-schemas';
import { TIME_GAP_TOLERANCE_MINUTES } from '@securite/domain/hours/hours-schemas';
import { type ServiceBreakTimes, serviceTimeGaps } from '@securite/domain/hours/time-gaps';
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { serviceBreaks } from '../../db/schema/field.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { fakeCondition } from '../../http/fake-data.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { fullnameSql } from '../agents/public.ts';
import { anomaliesByService, anomalousMessages, anomalyDetail, type ServiceAnomaly } from './find-time-anomalies.ts';

type Request = z.output<typeof zTimeGapsRequest>;

/** The conditions on a service that may hold the wanted kinds of gap (the domain then decides which it holds). */
function gapConditions(agencyId: string, kinds: ReadonlySet<TimeGapKind> | null): SQL[] {
  const wants = (kind: TimeGapKind) => !kinds || kinds.has(kind);
  const tolerance = sql.raw(`interval '${TIME_GAP_TOLERANCE_MINUTES} minutes'`);
  // Circuits are read through their children for lateness and early departures, as for hours.
  const timed = (condition: SQL) => and(eq(services.isCircuit, false), condition) as SQL;
  const out: SQL[] = [];
  if (wants('late')) out.push(timed(sql`${services.realStartAt} > ${services.startAt} + ${tolerance}`));
  if (wants('earlyLeave')) out.push(timed(sql`${services.realEndAt} < ${services.endAt} - ${tolerance}`));
  if (wants('pause')) {
    const ofService = and(inAgency(serviceBreaks, agencyId), eq(serviceBreaks.serviceId, services.id));
    out.push(sql`exists (select 1 from ${serviceBreaks} where ${ofService})`);
  }
  if (wants('anomaly')) out.push(anomalousMessages(agencyId));
  return out;
}

/** The breaks of the services matching `where`, by service, read with the same agency condition. */
async function breaksByService(ctx: AppContext, agencyId: string, where: SQL) {
  const rows = await ctx.db
    .select({
      id: serviceBreaks.id,
      serviceId: serviceBreaks.serviceId,
      realStartAt: serviceBreaks.realStartAt,
      realEndAt: serviceBreaks.realEndAt,
    })
    .from(serviceBreaks)
    .innerJoin(services, and(eq(services.id, serviceBreaks.serviceId), inAgency(services, serviceBreaks.agencyId)))
    .where(and(inAgency(serviceBreaks, agencyId), where));
  const byService = new Map<string, ServiceBreakTimes[]>();
  for (const { serviceId, ...pause } of rows) {
    const list = byService.get(serviceId);
    if (list) list.push(pause);
    else byService.set(serviceId, [pause]);
  }
  return byService;
}

/**
 * POST {agency}/fetch/time-gaps (Écarts horaires): the lateness (real start over 5 minutes after the planned one),
 * early departures (real end over 5 minutes before the planned one), pauses (each break the agent took in the
 * field, with its length) and field anomalies (find-time-anomalies.ts: impossible phone times, a phone clock off
 * by more than 5 minutes, a start before the window, a late end, a start or end outside the site) of the services planned to start in the period, newest service first, each service's
 * gaps in the order they happened.
 */
export async function findTimeGaps(ctx: AppContext, tenant: TenantContext, request: Request): Promise<TimeGapsPage> {
  const agencyId = tenant.agency.id;
  const { start, end } = periodInstants(request, tenant.agency.timezone);
  const kinds = request.kinds ? new Set(request.kinds) : null;
  const inPeriod = and(
    inAgency(services, agencyId),
    isNull(services.deletedAt),
    gte(services.startAt, start),
    lt(services.startAt, end),
    fakeCondition(services.fake, tenant.fakeFilter),
    request.agentIds ? inArray(services.agentId, request.agentIds) : undefined,
    request.siteIds ? inArray(services.siteId, request.siteIds) : undefined,
  ) as SQL;
  const [rows, breaks, anomalies] = await Promise.all([
    ctx.db
      .select({
        id: services.id,
        reference: services.reference,
        isCircuit: services.isCircuit,
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
      .leftJoin(sites, and(eq(sites.id, services.siteId), inAgency(sites, agencyId)))
      .leftJoin(memberships, and(eq(memberships.id, services.agentId), inAgency(memberships, agencyId)))
      .leftJoin(users, eq(users.id, memberships.userId))
      .where(and(inPeriod, or(...gapConditions(agencyId, kinds))))
      .orderBy(desc(services.startAt), asc(services.reference)),
    !kinds || kinds.has('pause') ? breaksByService(ctx, agencyId, inPeriod) : new Map<string, ServiceBreakTimes[]>(),
    !kinds || kinds.has('anomaly') ? anomaliesByService(ctx, agencyId, inPeriod) : new Map<string, ServiceAnomaly[]>(),
  ]);
  const timeZone = tenant.agency.timezone;
  const now = new Date();
  const gaps: TimeGap[] = rows.flatMap((row) =>
    serviceTimeGaps(row, breaks.get(row.id) ?? [], now)
      .filter((gap) => !kinds || kinds.has(gap.kind))
      .map((gap) => ({
        id: gap.breakId ?? `${row.id}:${gap.kind}`,
        serviceId: row.id,
        reference: row.reference,
        kind: gap.kind,
        agent: row.agentId ? { id: row.agentId, fullname: row.agentName ?? '' } : null,
        site: row.siteId ? { id: row.siteId, name: row.siteName ?? '' } : null,
        plannedAt: gap.plannedAt?.toISOString() ?? null,
        realAt: gap.realAt.toISOString(),
        realEndAt: gap.realEndAt?.toISOString() ?? null,
        minutes: gap.minutes,
      }))
      .concat(
        (anomalies.get(row.id) ?? []).map((anomaly) => ({
          id: `${row.id}:anomaly:${anomaly.code}`,
          serviceId: row.id,
          reference: row.reference,
          kind: 'anomaly' as const,
          agent: row.agentId ? { id: row.agentId, fullname: row.agentName ?? '' } : null,
          site: row.siteId ? { id: row.siteId, name: row.siteName ?? '' } : null,
          plannedAt: null,
          realAt: anomaly.retainedAt.toISOString(),
          realEndAt: null,
          // How far the phone's time was from the retained one.
          minutes: Math.floor(Math.abs(anomaly.deviceAt.getTime() - anomaly.retainedAt.getTime()) / 60_000),
          detail: anomalyDetail(anomaly, row.endAt, timeZone),
        })),
      ),
  );
  return {
    data: gaps.slice((request.page - 1) * request.limit, request.page * request.limit),
    total: gaps.length,
    timeZone: tenant.agency.timezone,
  };
}
