import { assertGranted } from '@securite/domain/auth/access';
import { customerAgentName } from '@securite/domain/customer-portal/agent-name';
import { serviceReadRights } from '@securite/domain/planning/service-read-rights';
import { serviceMessages } from '@securite/domain/planning/service-schemas';
import { type ServiceTimeline, sortTimeline } from '@securite/domain/timeline/service-timeline';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { alarms } from '../../db/schema/alarms.ts';
import { serviceEventMessages, serviceEvents } from '../../db/schema/events.ts';
import { fieldMessages } from '../../db/schema/field.ts';
import { checkpoints, rounds } from '../../db/schema/rounds.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { fullnameSql } from '../agents/public.ts';
import { serviceReaderCondition } from '../planning/public.ts';
import { alarmEntries, customerEntries, type MessageRow, messageEntries, type Names } from './timeline-entries.ts';

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
  eventId: sql<string | null>`${p}#>>'{event,eventId}'`,
  messageId: sql<string | null>`${p}#>>'{event,messageId}'`,
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
          .where(and(inAgency(rounds, agencyId), inArray(rounds.id, roundIds))),
    checkpointIds.length === 0
      ? []
      : ctx.db
          .select({ id: checkpoints.id, name: checkpoints.title })
          .from(checkpoints)
          .where(and(inAgency(checkpoints, agencyId), inArray(checkpoints.id, checkpointIds))),
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
  const customerId = tenant.scope.customerId;
  // The customer's view (a customer user, or the office under the customer's path): its sites' services only.
  const reader = customerId ? customerReaderCondition(tenant, customerId) : serviceReaderCondition(ctx, tenant);
  const [service] = await ctx.db
    .select({
      id: services.id,
      reference: services.reference,
      site: sites.name,
      siteCustomerId: sites.customerId,
      agentId: services.agentId,
      agent: fullnameSql,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(services)
    .leftJoin(sites, and(eq(sites.id, services.siteId), inAgency(sites, agencyId)))
    .leftJoin(memberships, and(eq(memberships.id, services.agentId), inAgency(memberships, agencyId)))
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(services.id, id), inAgency(services, agencyId), isNull(services.deletedAt), reader));
  if (!service || (customerId && service.siteCustomerId !== customerId)) throw notFound(serviceMessages.notFound);
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
      .where(and(inAgency(fieldMessages, agencyId), eq(fieldMessages.serviceId, service.id)))
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
      .where(and(inAgency(alarms, agencyId), eq(alarms.serviceId, service.id))),
  ]);
  const names = await namesOf(ctx, agencyId, messageRows);
  const entries = sortTimeline([...messageEntries(messageRows, names), ...alarmEntries(alarmRows)]);
  if (customerId) {
    return {
      service: {
        id: service.id,
        reference: service.reference,
        site: service.site,
        agent: service.agentId ? customerAgentName(service.firstname, service.lastname) : null,
      },
      entries: customerEntries(entries, await mainCouranteNow(ctx, agencyId, messageRows)),
      timeZone: tenant.agency.timezone,
    };
  }
  return {
    service: { id: service.id, reference: service.reference, site: service.site, agent: service.agent },
    entries,
    timeZone: tenant.agency.timezone,
  };
}

/**
 * The main courante as it reads now, for the customer's timeline: the text of each event and message its queued
 * messages created (null when the event or the message was deleted since: a customer reads only what stands).
 */
async function mainCouranteNow(
  ctx: AppContext,
  agencyId: string,
  rows: readonly (MessageRow & { eventId: string | null; messageId: string | null })[],
): Promise<Map<string, string | null>> {
  const eventIds = [...new Set(rows.flatMap((r) => (r.type === 'event.create' && r.eventId ? [r.eventId] : [])))];
  const messageIds = [
    ...new Set(rows.flatMap((r) => (r.type === 'event.message' && r.messageId ? [r.messageId] : []))),
  ];
  const [events, eventMessages] = await Promise.all([
    eventIds.length === 0
      ? []
      : ctx.db
          .select({ id: serviceEvents.id, text: serviceEvents.description })
          .from(serviceEvents)
          .where(
            and(
              inAgency(serviceEvents, agencyId),
              inArray(serviceEvents.id, eventIds),
              isNull(serviceEvents.deletedAt),
            ),
          ),
    messageIds.length === 0
      ? []
      : ctx.db
          .select({ id: serviceEventMessages.id, text: serviceEventMessages.content })
          .from(serviceEventMessages)
          .innerJoin(
            serviceEvents,
            and(eq(serviceEvents.id, serviceEventMessages.eventId), inAgency(serviceEvents, agencyId)),
          )
          .where(
            and(
              inAgency(serviceEventMessages, agencyId),
              inArray(serviceEventMessages.id, messageIds),
              isNull(serviceEventMessages.deletedAt),
              isNull(serviceEvents.deletedAt),
            ),
          ),
  ]);
  const standing = new Map([...events, ...eventMessages].map((row) => [row.id, row.text ?? '']));
  const now = new Map<string, string | null>();
  for (const row of rows) {
    const id = row.type === 'event.create' ? row.eventId : row.type === 'event.message' ? row.messageId : null;
    if (row.type === 'event.create' || row.type === 'event.message') now.set(row.id, (id && standing.get(id)) ?? null);
  }
  return now;
}

/** A customer reads the timeline of the services on its sites: a customer user only its own company's. */
function customerReaderCondition(tenant: TenantContext, customerId: string): SQL | undefined {
  if (tenant.actor.role !== 'customer') assertGranted(tenant.actor, serviceReadRights);
  return eq(sites.customerId, customerId);
}
