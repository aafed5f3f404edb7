import { type DashboardHours, overtimeMinutes } from '@securite/domain/dashboard/tile-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import type { FakeFilter } from '@securite/domain/tenancy/fake-data';
import { addDays } from '@securite/domain/time/calendar-day';
import { and, eq, gte, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agentInfos } from '../../db/schema/agents.ts';
import { services } from '../../db/schema/services.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { fakeCondition } from '../../http/fake-data.ts';
import { fullnameSql } from '../agents/public.ts';
import type { TileClock } from './tile-clock.ts';

/** The collaborators the chart shows: the most loaded (overtime first, then planned hours). */
export const HOURS_CHART_AGENTS = 10;

const minutesBetween = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 60_000));

/**
 * This week's (Monday to Sunday, agency days) planned hours of each collaborator (their services starting in the
 * week; a circuit counts once, by its parent), their worked hours (taken to ended, or to now while under way), their
 * contract's weekly duration and the planned hours above it (overtime).
 */
export async function getHoursTile(
  db: Db,
  input: { agencyId: string; fakeFilter: FakeFilter; clock: TileClock },
): Promise<DashboardHours> {
  const { agencyId, clock } = input;
  const rows = await db
    .select({
      agentId: services.agentId,
      name: fullnameSql,
      weekDuration: agentInfos.weekDuration,
      status: services.status,
      startAt: services.startAt,
      endAt: services.endAt,
      realStartAt: services.realStartAt,
      realEndAt: services.realEndAt,
    })
    .from(services)
    .innerJoin(memberships, and(eq(memberships.id, services.agentId), inAgency(memberships, agencyId)))
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(agentInfos, and(eq(agentInfos.membershipId, memberships.id), inAgency(agentInfos, agencyId)))
    .where(
      and(
        inAgency(services, agencyId),
        isNull(services.deletedAt),
        isNull(services.circuitId),
        isNotNull(services.agentId),
        gte(services.startAt, clock.startOf(clock.weekStart)),
        lt(services.startAt, clock.startOf(addDays(clock.weekStart, 7))),
        fakeCondition(services.fake, input.fakeFilter),
      ),
    );
  const byAgent = new Map<string, DashboardHours['agents'][number]>();
  for (const row of rows) {
    const agentId = row.agentId as string;
    const contract = row.weekDuration === null ? null : Math.round(Number(row.weekDuration) * 60);
    const agent = byAgent.get(agentId) ?? {
      agentId,
      name: row.name,
      plannedMinutes: 0,
      workedMinutes: 0,
      contractMinutes: contract,
      overtimeMinutes: 0,
    };
    agent.plannedMinutes += minutesBetween(row.startAt, row.endAt);
    const running = row.status === ServiceStatus.Started || row.status === ServiceStatus.Paused;
    if (row.realStartAt && (row.realEndAt || running)) {
      agent.workedMinutes += minutesBetween(row.realStartAt, row.realEndAt ?? clock.now);
    }
    byAgent.set(agentId, agent);
  }
  const agents = [...byAgent.values()].map((a) => ({
    ...a,
    overtimeMinutes: overtimeMinutes(a.plannedMinutes, a.contractMinutes),
  }));
  agents.sort(
    (a, b) =>
      b.overtimeMinutes - a.overtimeMinutes ||
      b.plannedMinutes - a.plannedMinutes ||
      a.name.localeCompare(b.name, 'fr'),
  );
  const sum = (key: 'plannedMinutes' | 'workedMinutes' | 'overtimeMinutes') => agents.reduce((s, a) => s + a[key], 0);
  return {
    weekStart: clock.weekStart,
    totals: {
      plannedMinutes: sum('plannedMinutes'),
      workedMinutes: sum('workedMinutes'),
      overtimeMinutes: sum('overtimeMinutes'),
    },
    agents: agents.slice(0, HOURS_CHART_AGENTS),
  };
}
