import { fieldMessages } from '@securite/domain/field/field-messages';
import type { AgentAlarm } from '@securite/domain/pti/agent-alarms';
import { type AlarmKind, alarmKindLabels } from '@securite/domain/pti/pti-alarms';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { alarms } from '../../db/schema/alarms.ts';
import { services } from '../../db/schema/services.ts';
import { users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';

const ackUser = alias(users, 'ack_user');
const closeUser = alias(users, 'close_user');
const nameOf = (u: { firstname: string | null; lastname: string | null } | null) =>
  u?.firstname !== null && u?.firstname !== undefined ? { name: `${u.firstname} ${u.lastname ?? ''}`.trim() } : null;

/**
 * GET {agency}/field/service/{id}/alarms: the alarms of the agent's own service, newest first (at most 50), so the
 * phone shows each SOS or alarm received, then acknowledged by the office (who, when), then closed. Anyone else's
 * service, or another agency's, is 404.
 */
export async function findAgentAlarms(tx: Tx, tenant: TenantContext, serviceId: string): Promise<AgentAlarm[]> {
  const agentId = tenant.actor.role === 'agent' ? tenant.scope.agentId : null;
  if (!agentId) throw notFound(fieldMessages.serviceNotFound);
  const [service] = await tx
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.id, serviceId),
        inAgency(services, tenant.agency.id),
        eq(services.agentId, agentId),
        isNull(services.deletedAt),
      ),
    );
  if (!service) throw notFound(fieldMessages.serviceNotFound);
  const rows = await tx
    .select({
      alarm: alarms,
      ack: { firstname: ackUser.firstname, lastname: ackUser.lastname },
      closer: { firstname: closeUser.firstname, lastname: closeUser.lastname },
    })
    .from(alarms)
    .leftJoin(ackUser, eq(ackUser.id, alarms.acknowledgedBy))
    .leftJoin(closeUser, eq(closeUser.id, alarms.closedBy))
    .where(and(inAgency(alarms, tenant.agency.id), eq(alarms.serviceId, serviceId), eq(alarms.agentId, agentId)))
    .orderBy(desc(alarms.raisedAt), alarms.id)
    .limit(50);
  return rows.map(({ alarm, ack, closer }) => ({
    id: alarm.id,
    triggerId: alarm.triggerId,
    kind: alarm.kind,
    label: alarmKindLabels[alarm.kind as AlarmKind] ?? alarm.kind,
    raisedAt: alarm.raisedAt.toISOString(),
    acknowledgedAt: alarm.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy: alarm.acknowledgedAt ? nameOf(ack) : null,
    closedAt: alarm.closedAt?.toISOString() ?? null,
    closedBy: alarm.closedAt ? nameOf(closer) : null,
    closeComment: alarm.closeComment,
  }));
}
