import { readFieldSettings } from '@securite/domain/agency-settings/field-settings';
import { customerAgentName } from '@securite/domain/customer-portal/agent-name';
import {
  type DailyReportContent,
  type DailyReportMissedRound,
  isThumbnailType,
  missedRoundsOf,
} from '@securite/domain/daily-reports/daily-report-content';
import { dayBounds } from '@securite/domain/daily-reports/daily-report-schedule';
import { eventTypeLabel, siteEventTypes } from '@securite/domain/events/event-types';
import { alarmKindLabels, alarmKinds } from '@securite/domain/pti/pti-alarms';
import { isRoundComplete } from '@securite/domain/rounds/next-checkpoints';
import { roundsToWalk } from '@securite/domain/rounds/rounds-to-walk';
import type { CalendarDay } from '@securite/domain/time/calendar-day';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { alarms } from '../../db/schema/alarms.ts';
import { serviceEventMessages, serviceEvents } from '../../db/schema/events.ts';
import { roundExecutionEvents, roundExecutions } from '../../db/schema/round-executions.ts';
import { rounds } from '../../db/schema/rounds.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { agencies, customers, memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { sealOfSite } from '../events/public.ts';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * What the site's daily report tells of `day` (the agency's calendar day), read in the agency only: the services
 * taken that day (by their real start), the rounds walked during them and those they missed, the main courante's
 * events and the lone-worker alarms of the day, and the chain's head. Null when the site is not the agency's or has
 * no customer.
 */
export async function loadDailyReport(
  db: Db,
  agencyId: string,
  siteId: string,
  day: CalendarDay,
  now: Date = new Date(),
): Promise<DailyReportContent | null> {
  const [site] = await db
    .select({
      id: sites.id,
      name: sites.name,
      useAgencyTypes: sites.useAgencyServiceEventTypes,
      siteTypes: sites.serviceEventTypes,
      rightsCustomer: sites.rightsCustomer,
      customerId: customers.id,
      customerName: customers.name,
      agencyName: agencies.name,
      timezone: agencies.timezone,
      agencySettings: agencies.settings,
    })
    .from(sites)
    .innerJoin(agencies, eq(agencies.id, sites.agencyId))
    .innerJoin(customers, and(eq(customers.id, sites.customerId), inAgency(customers, agencyId)))
    .where(and(eq(sites.id, siteId), inAgency(sites, agencyId)));
  if (!site) return null;
  const { start, end } = dayBounds(day, site.timezone);
  const named = (first: string | null, last: string | null, id: string | null) =>
    id ? customerAgentName(first, last) : null;

  const [taken, liveRounds, events, raised] = await Promise.all([
    db
      .select({
        id: services.id,
        reference: services.reference,
        roundIds: services.roundIds,
        startAt: services.startAt,
        endAt: services.endAt,
        realStartAt: services.realStartAt,
        realEndAt: services.realEndAt,
        agentId: services.agentId,
        firstname: users.firstname,
        lastname: users.lastname,
      })
      .from(services)
      .leftJoin(memberships, and(eq(memberships.id, services.agentId), inAgency(memberships, agencyId)))
      .leftJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          inAgency(services, agencyId),
          eq(services.siteId, siteId),
          isNull(services.deletedAt),
          eq(services.isCircuit, false),
          isNotNull(services.realStartAt),
          gte(services.realStartAt, start),
          lt(services.realStartAt, end),
        ),
      )
      .orderBy(asc(services.realStartAt), asc(services.reference)),
    db
      .select({ id: rounds.id, name: rounds.name, numberOfExecutions: rounds.numberOfExecutions })
      .from(rounds)
      .where(and(inAgency(rounds, agencyId), eq(rounds.siteId, siteId), isNull(rounds.deletedAt)))
      .orderBy(asc(rounds.name), asc(rounds.id)),
    db
      .select({
        id: serviceEvents.id,
        typeKey: serviceEvents.typeKey,
        description: serviceEvents.description,
        deviceAt: serviceEvents.deviceAt,
        attachments: serviceEvents.attachments,
        agentId: serviceEvents.agentId,
        firstname: users.firstname,
        lastname: users.lastname,
      })
      .from(serviceEvents)
      .leftJoin(memberships, and(eq(memberships.id, serviceEvents.agentId), inAgency(memberships, agencyId)))
      .leftJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          inAgency(serviceEvents, agencyId),
          eq(serviceEvents.siteId, siteId),
          isNull(serviceEvents.deletedAt),
          gte(serviceEvents.deviceAt, start),
          lt(serviceEvents.deviceAt, end),
        ),
      )
      .orderBy(asc(serviceEvents.deviceAt), asc(serviceEvents.id)),
    db
      .select({
        kind: alarms.kind,
        raisedAt: alarms.raisedAt,
        closedAt: alarms.closedAt,
        agentId: alarms.agentId,
        firstname: users.firstname,
        lastname: users.lastname,
      })
      .from(alarms)
      .innerJoin(services, and(eq(services.id, alarms.serviceId), inAgency(services, agencyId)))
      .leftJoin(memberships, and(eq(memberships.id, alarms.agentId), inAgency(memberships, agencyId)))
      .leftJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          inAgency(alarms, agencyId),
          eq(services.siteId, siteId),
          inArray(alarms.kind, [...alarmKinds]),
          gte(alarms.raisedAt, start),
          lt(alarms.raisedAt, end),
        ),
      )
      .orderBy(asc(alarms.raisedAt)),
  ]);

  // The customer reads the site's main courante only when the site grants it (rightsCustomer events.view).
  const shownEvents = site.rightsCustomer.includes('events.view') ? events : [];
  const messages = shownEvents.length
    ? await db
        .select({
          eventId: serviceEventMessages.eventId,
          content: serviceEventMessages.content,
          attachments: serviceEventMessages.attachments,
          deviceAt: serviceEventMessages.deviceAt,
        })
        .from(serviceEventMessages)
        .where(
          and(
            inAgency(serviceEventMessages, agencyId),
            inArray(
              serviceEventMessages.eventId,
              shownEvents.map((e) => e.id),
            ),
            isNull(serviceEventMessages.deletedAt),
          ),
        )
        .orderBy(asc(serviceEventMessages.deviceAt), asc(serviceEventMessages.id))
    : [];
  const serviceIds = taken.map((s) => s.id);
  const executions = serviceIds.length
    ? await db
        .select({
          id: roundExecutions.id,
          serviceId: roundExecutions.serviceId,
          roundId: roundExecutions.roundId,
          startedAt: roundExecutions.startedAt,
          endedAt: roundExecutions.endedAt,
          name: rounds.name,
          checkpointIds: rounds.checkpointIds,
        })
        .from(roundExecutions)
        .innerJoin(rounds, and(eq(rounds.id, roundExecutions.roundId), inAgency(rounds, agencyId)))
        .where(and(inAgency(roundExecutions, agencyId), inArray(roundExecutions.serviceId, serviceIds)))
        .orderBy(asc(roundExecutions.startedAt))
    : [];
  const validations = executions.length
    ? await db
        .select({ executionId: roundExecutionEvents.executionId, checkpointId: roundExecutionEvents.checkpointId })
        .from(roundExecutionEvents)
        .where(
          and(
            inAgency(roundExecutionEvents, agencyId),
            inArray(
              roundExecutionEvents.executionId,
              executions.map((e) => e.id),
            ),
            eq(roundExecutionEvents.type, 'round.checkpoint'),
          ),
        )
    : [];
  const validatedOf = new Map<string, string[]>();
  for (const v of validations) {
    if (v.checkpointId) validatedOf.set(v.executionId, [...(validatedOf.get(v.executionId) ?? []), v.checkpointId]);
  }
  const referenceOf = new Map(taken.map((s) => [s.id, s.reference]));
  const walked = executions.map((e) => {
    const validated = new Set(validatedOf.get(e.id) ?? []);
    return {
      serviceId: e.serviceId,
      roundId: e.roundId,
      row: {
        name: e.name,
        serviceReference: referenceOf.get(e.serviceId) ?? '',
        startedAt: iso(e.startedAt),
        endedAt: isoOrNull(e.endedAt),
        validated: e.checkpointIds.filter((id) => validated.has(id)).length,
        total: e.checkpointIds.length,
        complete: isRoundComplete(e.checkpointIds, [...validated]),
      },
    };
  });

  // The rounds each service had to walk (chosen for it, else the site's live ones) against its complete walks; a
  // service still running (a night's, at the morning's sending) may walk them yet: none is missed before its end.
  const roundById = new Map(liveRounds.map((r) => [r.id, r]));
  const missedRounds: DailyReportMissedRound[] = taken.flatMap((service) => {
    if (!service.realEndAt) return [];
    const due = roundsToWalk(
      service.roundIds,
      liveRounds.map((r) => r.id),
    ).flatMap((id) => roundById.get(id) ?? []);
    const complete = new Map<string, number>();
    for (const w of walked) {
      if (w.serviceId === service.id && w.row.complete) complete.set(w.roundId, (complete.get(w.roundId) ?? 0) + 1);
    }
    return missedRoundsOf(service.reference, due, complete);
  });

  const types = siteEventTypes(
    { useAgencyServiceEventTypes: site.useAgencyTypes, serviceEventTypes: site.siteTypes },
    readFieldSettings(site.agencySettings?.field).agencyServiceEventTypes,
  );
  const chain = await sealOfSite(db, agencyId, siteId);
  return {
    agency: { id: agencyId, name: site.agencyName, timezone: site.timezone },
    site: { id: site.id, name: site.name },
    customer: { id: site.customerId, name: site.customerName },
    day,
    services: taken.map((s) => ({
      reference: s.reference,
      agentName: named(s.firstname, s.lastname, s.agentId),
      startAt: iso(s.startAt),
      endAt: iso(s.endAt),
      realStartAt: iso(s.realStartAt as Date),
      realEndAt: isoOrNull(s.realEndAt),
    })),
    rounds: walked.map((w) => w.row),
    missedRounds,
    events: shownEvents.map((e) => {
      const own = messages.filter((m) => m.eventId === e.id);
      return {
        id: e.id,
        label: eventTypeLabel(types, e.typeKey),
        description: e.description,
        deviceAt: iso(e.deviceAt),
        agentName: named(e.firstname, e.lastname, e.agentId),
        messages: own.flatMap((m) => (m.content?.trim() ? [{ at: iso(m.deviceAt), content: m.content }] : [])),
        attachments: [...e.attachments, ...own.flatMap((m) => m.attachments)].map((a) => ({
          fileId: a.fileId,
          name: a.name,
          contentType: a.contentType,
        })),
      };
    }),
    alarms: raised.map((a) => ({
      kind: a.kind,
      label: alarmKindLabels[a.kind as keyof typeof alarmKindLabels] ?? a.kind,
      raisedAt: iso(a.raisedAt),
      closedAt: isoOrNull(a.closedAt),
      agentName: named(a.firstname, a.lastname, a.agentId),
    })),
    seal: { count: chain.head.count, hash: chain.head.hash, intact: chain.intact, label: chain.label },
    drawnAt: iso(now),
  };
}

/** The pictures of the report's events that can be drawn as thumbnails, in order. */
export const thumbnailsOf = (content: DailyReportContent) =>
  content.events.flatMap((e) => e.attachments.filter((a) => isThumbnailType(a.contentType)));
