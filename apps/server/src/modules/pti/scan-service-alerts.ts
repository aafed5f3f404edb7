import { readFieldSettings } from '@securite/domain/agency-settings/field-settings';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { alarmMessages, type ServiceAlertKind } from '@securite/domain/pti/pti-alarms';
import { and, eq, gt, inArray, isNotNull, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { alarms } from '../../db/schema/alarms.ts';
import { roundExecutions } from '../../db/schema/round-executions.ts';
import { services } from '../../db/schema/services.ts';
import { agencies, memberships } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { roundProgress } from '../rounds/public.ts';
import { raiseServiceAlert } from './raise-service-alert.ts';

/** The job offered every minute (jobs/schedule.ts) that raises the late starts and the missed rounds. */
export const SERVICE_ALERTS_QUEUE = 'pti.service-alerts';

/** How far back a planned service not taken is still looked at (a process down for a while catches up). */
export const LATE_START_LOOKBACK_MS = 12 * 3600_000;
/** How far back an ended service's rounds are still checked: past it, the end is history, not an alert. */
export const ROUND_END_LOOKBACK_MS = 3600_000;

export interface ScanOutcome {
  lateStarts: number;
  missedRounds: number;
}

const hhmm = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone, hour: '2-digit', minute: '2-digit' }).format(at);

interface Candidate {
  id: string;
  agencyId: string;
  agentId: string | null;
  agentUserId: string;
  reference: string;
  siteId: string | null;
  roundIds: string[];
  startAt: Date;
  realStartAt: Date | null;
  settings: Record<string, unknown>;
  timezone: string;
}

const candidateColumns = {
  id: services.id,
  agencyId: services.agencyId,
  agentId: services.agentId,
  agentUserId: memberships.userId,
  reference: services.reference,
  siteId: services.siteId,
  roundIds: services.roundIds,
  startAt: services.startAt,
  realStartAt: services.realStartAt,
  settings: agencies.settings,
  timezone: agencies.timezone,
};

/** No alert of this kind yet for the service (raising is once anyway: this keeps the scan's answers small). */
const noAlertYet = (ctx: AppContext, kind: ServiceAlertKind) =>
  notExists(
    ctx.db
      .select({ one: sql`1` })
      .from(alarms)
      .where(
        and(
          inAgency(alarms, services.agencyId),
          eq(alarms.serviceId, services.id),
          eq(alarms.triggerId, services.id),
          eq(alarms.kind, kind),
        ),
      ),
  );

const fieldSettingsOf = (settings: Record<string, unknown>) => readFieldSettings(settings?.field);

/**
 * Late starts (issue 30): the planned services with an agent, not taken `lateStartMinutes` (the agency's setting)
 * after their planned start. Instants are compared, so the minute is right in every agency's time zone; the
 * zone only writes the planned time in the alert's text.
 */
async function scanLateStarts(ctx: AppContext, now: Date): Promise<number> {
  // every agency: the minute job walks every agency's services; each alert is raised in the service's agency.
  const rows: Candidate[] = await ctx.db
    .select(candidateColumns)
    .from(services)
    .innerJoin(agencies, eq(agencies.id, services.agencyId))
    .innerJoin(memberships, and(eq(memberships.id, services.agentId), inAgency(memberships, services.agencyId)))
    .where(
      and(
        eq(services.status, ServiceStatus.Planned),
        isNull(services.deletedAt),
        isNull(services.circuitId),
        isNotNull(services.agentId),
        lte(services.startAt, now),
        gt(services.startAt, new Date(now.getTime() - LATE_START_LOOKBACK_MS)),
        noAlertYet(ctx, 'lateStart'),
      ),
    )
    .orderBy(services.startAt, services.id);
  let raised = 0;
  for (const row of rows) {
    const { lateStartMinutes } = fieldSettingsOf(row.settings);
    if (now.getTime() < row.startAt.getTime() + lateStartMinutes * 60_000) continue;
    const minutes = Math.floor((now.getTime() - row.startAt.getTime()) / 60_000);
    const description = alarmMessages.lateStartDescription({
      reference: row.reference,
      plannedAt: hhmm(row.startAt, row.timezone),
      minutes,
    });
    if (await raise(ctx, row, 'lateStart', description, now)) raised++;
  }
  return raised;
}

function raise(ctx: AppContext, row: Candidate, kind: ServiceAlertKind, description: string, now: Date) {
  return raiseServiceAlert(ctx, {
    agencyId: row.agencyId,
    serviceId: row.id,
    reference: row.reference,
    agentId: row.agentId as string,
    agentUserId: row.agentUserId,
    kind,
    description,
    raisedAt: now,
  });
}

/**
 * Missed rounds (issue 30): a service whose rounds due (each round's executions) are not all complete when it
 * ends (its real end, or its planned end passed), or, when the agency sets `roundStartMinutes`, a service taken
 * that long ago on which no round was started.
 */
async function scanMissedRounds(ctx: AppContext, now: Date): Promise<number> {
  const since = new Date(now.getTime() - ROUND_END_LOOKBACK_MS);
  // every agency: the minute job walks every agency's ended services; each alert is raised in the service's agency.
  const ended: Candidate[] = await ctx.db
    .select(candidateColumns)
    .from(services)
    .innerJoin(agencies, eq(agencies.id, services.agencyId))
    .innerJoin(memberships, and(eq(memberships.id, services.agentId), inAgency(memberships, services.agencyId)))
    .where(
      and(
        isNull(services.deletedAt),
        isNull(services.circuitId),
        isNotNull(services.agentId),
        or(
          and(eq(services.status, ServiceStatus.Ended), lte(services.realEndAt, now), gt(services.realEndAt, since)),
          and(lte(services.endAt, now), gt(services.endAt, since)),
        ),
        noAlertYet(ctx, 'missedRound'),
      ),
    );
  // every agency: the minute job walks the services in progress of the agencies that ask rounds to start in time.
  const started: Candidate[] = await ctx.db
    .select(candidateColumns)
    .from(services)
    .innerJoin(agencies, eq(agencies.id, services.agencyId))
    .innerJoin(memberships, and(eq(memberships.id, services.agentId), inAgency(memberships, services.agencyId)))
    .where(
      and(
        isNull(services.deletedAt),
        isNull(services.circuitId),
        isNotNull(services.agentId),
        inArray(services.status, [ServiceStatus.Started, ServiceStatus.Paused]),
        lte(services.realStartAt, now),
        gt(services.realStartAt, new Date(now.getTime() - LATE_START_LOOKBACK_MS)),
        sql`(${agencies.settings} -> 'field' ->> 'roundStartMinutes') is not null`,
        noAlertYet(ctx, 'missedRound'),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(roundExecutions)
            .where(and(inAgency(roundExecutions, services.agencyId), eq(roundExecutions.serviceId, services.id))),
        ),
      ),
    );
  const notStarted = started.filter((row) => {
    const { roundStartMinutes } = fieldSettingsOf(row.settings);
    return (
      roundStartMinutes !== null &&
      row.realStartAt !== null &&
      now.getTime() >= row.realStartAt.getTime() + roundStartMinutes * 60_000
    );
  });
  const checks = [
    ...ended.map((row) => ({ row, atEnd: true })),
    ...notStarted.filter((row) => !ended.some((e) => e.id === row.id)).map((row) => ({ row, atEnd: false })),
  ];
  let raised = 0;
  for (const agencyId of new Set(checks.map((c) => c.row.agencyId))) {
    const mine = checks.filter((c) => c.row.agencyId === agencyId);
    const progress = await roundProgress(
      ctx.db,
      agencyId,
      mine.map(({ row }) => ({ id: row.id, siteId: row.siteId, roundIds: row.roundIds })),
    );
    for (const { row, atEnd } of mine) {
      const rounds = progress.get(row.id);
      if (!rounds || rounds.due === 0 || rounds.done >= rounds.due) continue;
      const description = atEnd
        ? alarmMessages.missedRoundAtEnd({ reference: row.reference, done: rounds.done, due: rounds.due })
        : alarmMessages.missedRoundNotStarted({
            reference: row.reference,
            minutes: fieldSettingsOf(row.settings).roundStartMinutes ?? 0,
          });
      if (await raise(ctx, row, 'missedRound', description, now)) raised++;
    }
  }
  return raised;
}

/** The minute job: raises the late starts, then the missed rounds. Each alert is raised once, whoever runs it. */
export async function scanServiceAlerts(ctx: AppContext, now: Date = new Date()): Promise<ScanOutcome> {
  return { lateStarts: await scanLateStarts(ctx, now), missedRounds: await scanMissedRounds(ctx, now) };
}
