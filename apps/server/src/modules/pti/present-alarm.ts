import { type Alarm, type AlarmKind, alarmKindLabels, serviceAlertKinds } from '@securite/domain/pti/pti-alarms';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { alarms } from '../../db/schema/alarms.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';

const agentUser = alias(users, 'agent_user');
const ackUser = alias(users, 'ack_user');
const closeUser = alias(users, 'close_user');

const fullName = (u: { firstname: string | null; lastname: string | null } | null) =>
  u ? `${u.firstname ?? ''} ${u.lastname ?? ''}`.trim() : '';

/** The alarms of the agency matching `where`, with their agent, service, site and who handled them. */
async function selectAlarms(tx: Tx, agencyId: string, where: SQL | undefined, limit: number, newestFirst: boolean) {
  const rows = await tx
    .select({
      alarm: alarms,
      agent: { firstname: agentUser.firstname, lastname: agentUser.lastname, phone: agentUser.phone },
      serviceReference: services.reference,
      site: { id: sites.id, name: sites.name, address: sites.address },
      ack: { id: ackUser.id, firstname: ackUser.firstname, lastname: ackUser.lastname },
      closer: { id: closeUser.id, firstname: closeUser.firstname, lastname: closeUser.lastname },
    })
    .from(alarms)
    .innerJoin(memberships, and(eq(memberships.id, alarms.agentId), inAgency(memberships, agencyId)))
    .innerJoin(agentUser, eq(agentUser.id, memberships.userId))
    .innerJoin(services, and(eq(services.id, alarms.serviceId), inAgency(services, agencyId)))
    .leftJoin(sites, and(eq(sites.id, services.siteId), inAgency(sites, agencyId)))
    .leftJoin(ackUser, eq(ackUser.id, alarms.acknowledgedBy))
    .leftJoin(closeUser, eq(closeUser.id, alarms.closedBy))
    .where(and(inAgency(alarms, agencyId), where))
    .orderBy(newestFirst ? desc(alarms.closedAt) : alarms.raisedAt, alarms.id)
    .limit(limit);
  return rows.map((row): Alarm => {
    const a = row.alarm;
    const location = row.site?.address?.location;
    const hasLocation = location && Number.isFinite(location.latitude) && Number.isFinite(location.longitude);
    return {
      id: a.id,
      kind: a.kind as AlarmKind,
      label: alarmKindLabels[a.kind as AlarmKind] ?? a.kind,
      description: a.description,
      agent: { id: a.agentId, name: fullName(row.agent), phone: row.agent.phone },
      service: { id: a.serviceId, reference: row.serviceReference },
      site: row.site
        ? {
            id: row.site.id,
            name: row.site.name,
            latitude: hasLocation ? location.latitude : null,
            longitude: hasLocation ? location.longitude : null,
          }
        : null,
      position:
        a.latitude !== null && a.longitude !== null
          ? { latitude: a.latitude, longitude: a.longitude, accuracy: a.accuracy }
          : null,
      deviceAt: a.deviceAt?.toISOString() ?? null,
      raisedAt: a.raisedAt.toISOString(),
      acknowledgedAt: a.acknowledgedAt?.toISOString() ?? null,
      acknowledgedBy: row.ack?.id ? { id: row.ack.id, name: fullName(row.ack) } : null,
      closedAt: a.closedAt?.toISOString() ?? null,
      closedBy: row.closer?.id ? { id: row.closer.id, name: fullName(row.closer) } : null,
      closeComment: a.closeComment,
      mailedAt: a.mailedAt?.toISOString() ?? null,
      delayMinutes: a.delayMinutes,
    };
  });
}

/** One alarm of the agency, or null. */
export async function getAlarm(tx: Tx, agencyId: string, id: string): Promise<Alarm | null> {
  const [alarm] = await selectAlarms(tx, agencyId, eq(alarms.id, id), 1, false);
  return alarm ?? null;
}

/** The open alarms, oldest first (at most 200). */
export const findOpenAlarms = (tx: Tx, agencyId: string) =>
  selectAlarms(tx, agencyId, isNull(alarms.closedAt), 200, false);

/** The latest closed alarms, newest first. */
export const findClosedAlarms = (tx: Tx, agencyId: string, limit = 20) =>
  selectAlarms(tx, agencyId, isNotNull(alarms.closedAt), limit, true);

/** Issue 30, for the dashboard: the open service alerts (late starts, missed rounds), oldest first (at most 200). */
export const findOpenServiceAlerts = (tx: Tx, agencyId: string) =>
  selectAlarms(tx, agencyId, and(isNull(alarms.closedAt), inArray(alarms.kind, [...serviceAlertKinds])), 200, false);

/**
 * Issue 30, for a lateness report: the late starts raised in [from, to) with their delay (null: not taken yet),
 * oldest first (at most 1000).
 */
export const findLateStarts = (tx: Tx, agencyId: string, from: Date, to: Date) =>
  selectAlarms(
    tx,
    agencyId,
    and(eq(alarms.kind, 'lateStart'), gte(alarms.raisedAt, from), lt(alarms.raisedAt, to)),
    1000,
    false,
  );
