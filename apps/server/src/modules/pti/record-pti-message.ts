import type { LoneWorkerSettings } from '@securite/domain/agency-settings/field-settings';
import { alarmMessages, deadmanDeadline, type PtiFieldAction, type PtiPayload } from '@securite/domain/pti/pti-alarms';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { ptiHeartbeats } from '../../db/schema/alarms.ts';
import type { StatementParts } from '../../db/statement-parts.ts';
import { laterJobPart, laterJobValues, wakesWorkers } from '../../jobs/queue.ts';
import { DEADMAN_QUEUE, deadmanKey } from './check-deadman.ts';
import { raiseAlarm } from './raise-alarm.ts';

export interface PtiMessageInput {
  uuid: string;
  type: PtiFieldAction;
  agencyId: string;
  agentId: string;
  serviceId: string;
  deviceAt: Date;
  location?: { latitude: number; longitude: number; accuracy?: number | null } | null;
  pti?: PtiPayload;
}

const p = sql.placeholder;

/** The heartbeat's row, as a part of its message's insert (its values bound from `hb…`). */
const heartbeatPart = (db: Db) =>
  db.$with('heartbeat_row').as(
    db
      .insert(ptiHeartbeats)
      .values({
        id: p('hbId'),
        agencyId: p('hbAgencyId'),
        agentId: p('hbAgentId'),
        serviceId: p('hbServiceId'),
        protection: p('hbProtection'),
        latitude: p('hbLatitude'),
        longitude: p('hbLongitude'),
        accuracy: p('hbAccuracy'),
        deviceAt: p('hbDeviceAt'),
        receivedAt: p('hbReceivedAt'),
      })
      .returning({ id: ptiHeartbeats.id }),
  );

const DEADMAN_PREFIX = 'deadman';
const withDeadman = (db: Db) => [heartbeatPart(db), laterJobPart(db, DEADMAN_PREFIX)];

/**
 * A heartbeat of the phone, written with its field message in the same statement (db/statement-parts.ts): the
 * heartbeat is kept and, when protection is on, schedules the dead-man check at frequency + grace from its receipt.
 * A check due within a second (a server delay set that short) is enqueued apart, to wake the workers. The
 * supervision screens hear of it with the message's other changes (apply-field-message.ts gathers them).
 */
export async function heartbeatWrites(
  ctx: AppContext,
  tx: Tx,
  input: Omit<PtiMessageInput, 'type'> & { loneWorker: LoneWorkerSettings; receivedAt: Date },
): Promise<StatementParts> {
  const protection = input.pti?.protection ?? 'noActiveService';
  const position = input.location ?? null;
  const values: Record<string, unknown> = {
    hbId: input.uuid,
    hbAgencyId: input.agencyId,
    hbAgentId: input.agentId,
    hbServiceId: input.serviceId,
    hbProtection: protection,
    hbLatitude: position?.latitude ?? null,
    hbLongitude: position?.longitude ?? null,
    hbAccuracy: position?.accuracy ?? null,
    hbDeviceAt: input.deviceAt,
    hbReceivedAt: input.receivedAt,
  };
  const heartbeatOnly: StatementParts = { name: 'heartbeat', parts: (db) => [heartbeatPart(db)], values };
  if (protection !== 'on') return heartbeatOnly;
  const due = deadmanDeadline(input.receivedAt, input.loneWorker.ptiFrequency, ctx.config.deadmanDelayMs);
  const payload = { agencyId: input.agencyId, serviceId: input.serviceId };
  const uniqueKey = deadmanKey(input.uuid, due);
  if (wakesWorkers(due)) {
    await ctx.jobs.enqueue(DEADMAN_QUEUE, payload, { tx, runAt: due, uniqueKey });
    return heartbeatOnly;
  }
  const job = laterJobValues(DEADMAN_PREFIX, DEADMAN_QUEUE, payload, { runAt: due, uniqueKey });
  return { name: 'heartbeat_deadman', parts: withDeadman, values: { ...values, ...job } };
}

/** An alarm of the phone (SOS, fall, …), inside the field message's transaction (which keeps its uuid once). */
export async function recordPtiAlarm(ctx: AppContext, tx: Tx, input: PtiMessageInput): Promise<void> {
  const kind = input.pti?.alarm ?? 'sos';
  await raiseAlarm(ctx, tx, {
    agencyId: input.agencyId,
    agentId: input.agentId,
    serviceId: input.serviceId,
    kind,
    triggerId: input.uuid,
    description: input.pti?.description ?? (kind === 'sos' ? alarmMessages.sosDescription : null),
    position: input.location ?? null,
    deviceAt: input.deviceAt,
    raisedAt: new Date(),
  });
}
