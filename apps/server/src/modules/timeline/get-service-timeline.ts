import { serviceMessages } from '@securite/domain/planning/service-schemas';
import { type ServiceTimeline, sortTimeline } from '@securite/domain/timeline/service-timeline';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { alarms } from '../../db/schema/alarms.ts';
import { fieldMessages } from '../../db/schema/field.ts';
import { checkpoints, rounds } from '../../db/schema/rounds.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { fullnameSql } from '../agents/public.ts';
import { serviceReaderCondition } from '../planning/public.ts';
import { alarmEntries, type MessageRow, messageEntries, type Names } from './timeline-entries.ts';

const p = fieldMessages.payload;
// Only the payload's few texts: a message may also hold a signature or attachments as data URLs.
const light = {
  executionId: sql<string | null>`${p}#>>'{round,executionId}'`,
  roundId: sql<string | null>`${p}#>>'{round,roundId}'`,
  checkpointId: sql<string | null>`${p}#>>'{round,checkpointId}'`,
  method: sql<string | null>`${p}#>>'{round,method}'`,
  reason: sql<string | null>`${p}#>>'{round,reason}'`,
  text: sql<string | null>`${p}#>>'{round,text}'`,
  description: sql<string | null>`${p}#>>'{event,description}'`,
  content: sql<string | null>`${p}#>>'{event,content}'`,
  report: sql<string | null>`${p}#>>'{end,report}'`,
  attachments: sql<number>`coalesce(jsonb_array_length(case when jsonb_typeof(${p}#>'{event,attachments}') = 'array' then ${p}#>'{event,attachments}' end), 0)::int`,
};

async function namesOf(ctx: AppContext, agencyId: string, rows: readonly MessageRow[]): Promise<Names> {
  const roundIds = [...new Set(rows.map((r) => r.roundId).filter((id): id is string => id !== null))];
  const checkpointIds = [...new Set(rows.map((r) => r.checkpointId).filter((id): id is string => id !== null))];
  const [roundRows, checkpointRows] = await Promise.all([
    roundIds.length === 0
      ? []
      : ctx.db
          .select({ id: rounds.id, name: rounds.name })
          .from(rounds)
          .where(and(eq(rounds.agencyId, agencyId), inArray(rounds.id, roundIds))),
    checkpointIds.length === 0
      ? []
      : ctx.db
          .select({ id: checkpoints.id, name: checkpoints.title })
          .from(checkpoints)
          .where(and(eq(checkpoints.agencyId, agencyId), inArray(checkpoints.id, checkpointIds))),
  ]);
  return {
    rounds: new Map(roundRows.map((r) => [r.id, r.name])),
    checkpoints: new Map(checkpointRows.map((c) => [c.id, c.name])),
  };
}

/**
 * GET {agency}/services/{id}/timeline: everything that happened on a service in time order, each with the phone's
 * time and the server's receipt. Staff with a planning or services right, or the agent of the service (same rule
 * as the end of a service); anything else, or another agency's service, is 404.
 */
export async function getServiceTimeline(ctx: AppContext, tenant: TenantContext, id: string): Promise<ServiceTimeline> {
  const agencyId = tenant.agency.id;
  const reader = serviceReaderCondition(ctx, tenant);
  const [service] = await ctx.db
    .select({ id: services.id, reference: services.reference, site: sites.name, agent: fullnameSql })
    .from(services)
    .leftJoin(sites, and(eq(sites.id, services.siteId), eq(sites.agencyId, agencyId)))
    .leftJoin(memberships, and(eq(memberships.id, services.agentId), eq(memberships.agencyId, agencyId)))
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(services.id, id), eq(services.agencyId, agencyId), isNull(services.deletedAt), reader));
  if (!service) throw notFound(serviceMessages.notFound);
  const [messageRows, alarmRows] = await Promise.all([
    ctx.db
      .select({
        id: fieldMessages.id,
        type: fieldMessages.type,
        deviceAt: fieldMessages.deviceAt,
        receivedAt: fieldMessages.receivedAt,
        ...light,
      })
      .from(fieldMessages)
      .where(and(eq(fieldMessages.agencyId, agencyId), eq(fieldMessages.serviceId, service.id)))
      .orderBy(asc(fieldMessages.receivedAt)),
    ctx.db
      .select({
        id: alarms.id,
        kind: alarms.kind,
        description: alarms.description,
        deviceAt: alarms.deviceAt,
        raisedAt: alarms.raisedAt,
        acknowledgedAt: alarms.acknowledgedAt,
        closedAt: alarms.closedAt,
        closeComment: alarms.closeComment,
      })
      .from(alarms)
      .where(and(eq(alarms.agencyId, agencyId), eq(alarms.serviceId, service.id))),
  ]);
  const names = await namesOf(ctx, agencyId, messageRows);
  return {
    service: { id: service.id, reference: service.reference, site: service.site, agent: service.agent },
    entries: sortTimeline([...messageEntries(messageRows, names), ...alarmEntries(alarmRows)]),
    timeZone: tenant.agency.timezone,
  };
}
