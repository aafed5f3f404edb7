import { readFieldSettings } from '@securite/domain/agency-settings/field-settings';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { isEventFieldAction } from '@securite/domain/events/event-actions';
import { fieldMessages as texts } from '@securite/domain/field/field-messages';
import type { FieldAnswer, FieldMessage } from '@securite/domain/field/field-schemas';
import { resolveFieldTime } from '@securite/domain/field/field-times';
import { decidePtiAction } from '@securite/domain/field/pti-decision';
import { decideFieldAction } from '@securite/domain/field/service-lifecycle';
import type { ServiceStatus } from '@securite/domain/planning/service-status';
import { AlarmEvent, isPtiFieldAction } from '@securite/domain/pti/pti-alarms';
import { isRoundFieldAction } from '@securite/domain/rounds/round-execution-schemas';
import type { AppContext } from '../../context.ts';
import type { StatementParts } from '../../db/statement-parts.ts';
import { sqlStateOf } from '../../http/errors.ts';
import { assertSameRequest, requestHash } from '../../http/idempotency.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { createReportAtEnd } from '../agency-reports/public.ts';
import { applyEventAction } from '../events/public.ts';
import { publishServicesTouched, type Touched } from '../planning/public.ts';
import { closeLateStart, heartbeatWrites, recordPtiAlarm } from '../pti/public.ts';
import { applyRoundStep, endRunningExecutions } from '../rounds/public.ts';
import { assertCircuitRules } from './circuit-rules.ts';
import { createFieldService } from './create-field-service.ts';
import { fieldAgentOf } from './field-access.ts';
import { lockAndLoad } from './field-message-state.ts';
import { decideMessageTime, lastStepOf } from './field-message-time.ts';
import { presentAfter } from './present-field-service.ts';
import { storeServicePhoto } from './store-service-photo.ts';
import { type ServiceChange, writeFieldMessage } from './write-field-message.ts';

/**
 * POST {agency}/agent/{id}/field/message: one queued message of the agent's phone (start, break, end of break,
 * end), applied once. The same uuid again answers as the first time; under another payload it is refused (422)
 * and changes nothing. The message keeps the phone's time and the receipt time; the service keeps the time
 * field-message-time.ts decides (the phone's when coherent, else the receipt's, with an anomaly).
 */
export async function applyFieldMessage(
  ctx: AppContext,
  tenant: TenantContext,
  message: FieldMessage & {
    photo?: string;
    end?: { report?: string | null; signerName?: string | null; signature?: string | null };
  },
  /** The phone's clock minus the server's when it sent the message (X-Device-Time), null when not sent. */
  clockOffsetMs: number | null = null,
): Promise<FieldAnswer> {
  const agencyId = tenant.agency.id;
  const agentId = fieldAgentOf(tenant);
  const hash = requestHash(tenant.actor.userId, message as Record<string, unknown>);
  // A photo's bytes go to the file storage before the transaction ends: removed again if it fails.
  let storedKey: string | null = null;
  let eventKeys: string[] = [];
  const answer = await ctx.db
    .transaction(async (tx) => {
      // The service is locked first: a retry sent while the first copy is still being applied waits for it, then
      // finds it and answers the same.
      const receivedAt = new Date();
      if (message.type === 'service.start' && message.create) {
        // The service starts when its start does: the phone's time unless impossible (field-times.ts).
        const first = { type: message.type, deviceAt: new Date(message.deviceAt), receivedAt, clockOffsetMs };
        await createFieldService(tx, tenant, agentId, {
          serviceId: message.serviceId,
          startAt: resolveFieldTime({ ...first, realStartAt: null, lastStepAt: null }).at,
          create: message.create,
        });
      }
      // Read with the lock or after it: the message already seen under this uuid, and the service's facts.
      const { service, state } = await lockAndLoad(tx, ctx.database.kind, {
        agencyId,
        agentId,
        uuid: message.uuid,
        serviceId: message.serviceId,
        message,
      });
      if (state.seen) {
        assertSameRequest(state.seen.requestHash, hash);
        return { answer: state.seen.answer, replay: true, touched: null };
      }
      const openBreak = state.breaks.find((row) => row.realEndAt === null) ?? null;
      const current = {
        status: service.status as ServiceStatus,
        isCircuit: service.isCircuit,
        statusBeforeBreak: (openBreak?.statusBefore as ServiceStatus | undefined) ?? null,
      };
      const { type } = message;
      // Lone-worker protection (modules/pti): its messages ride the same queue and change no service state.
      const decision = isPtiFieldAction(type)
        ? decidePtiAction(current)
        : decideFieldAction(current, type, { otherActiveService: state.otherActive });
      if (!decision.ok) {
        const details = { refusal: decision.refusal };
        if (decision.refusal === 'onBreak') Object.assign(details, { caption: texts.onBreakCaption });
        throw new AppError(ErrorCode.Conflict, decision.message, { details });
      }
      if (decision.changed && !isPtiFieldAction(type)) await assertCircuitRules(tx, agencyId, agentId, service, type);
      const settings = readFieldSettings((tenant.agency.settings as Record<string, unknown> | null)?.field);
      const time = decideMessageTime(tenant, settings, {
        message,
        service,
        lastStepAt: lastStepOf(service, state.breaks),
        site: state.site,
        receivedAt,
        clockOffsetMs,
      });
      const { at } = time;
      const status = decision.next.status;
      // What the message changes of the service and its breaks is written with the message, at the end.
      let change: ServiceChange = null;
      // What another module writes with the message, in its statement (a heartbeat's row and dead-man check).
      let side: StatementParts | undefined;
      if (message.type === 'service.start' && decision.changed) {
        change = { kind: 'start', status, at };
        // Issue 30: its « Retard de prise de service », if one was raised, closes itself and keeps the delay.
        await closeLateStart(ctx, tx, {
          agencyId,
          serviceId: service.id,
          plannedStartAt: service.startAt,
          startedAt: at,
        });
      } else if (message.type === 'break.start') {
        change = { kind: 'breakStart', status, at, statusBefore: service.status };
      } else if (message.type === 'break.end' && openBreak) {
        change = { kind: 'breakEnd', status, at, breakId: openBreak.id };
      } else if (message.type === 'service.photo' && message.photo) {
        storedKey = await storeServicePhoto(ctx, tx, {
          uuid: message.uuid,
          agencyId,
          agentId,
          userId: tenant.actor.userId,
          serviceId: service.id,
          dataUrl: message.photo,
          takenAt: at,
        });
      } else if (isEventFieldAction(message.type) && message.event) {
        const event = { ...message, type: message.type, event: message.event };
        eventKeys = await applyEventAction(ctx, tx, { tenant, agentId, service, receivedAt: new Date() }, event);
      } else if (type === 'pti.heartbeat') {
        const heartbeat = { ...message, agencyId, agentId, serviceId: service.id, deviceAt: at, receivedAt };
        side = await heartbeatWrites(ctx, tx, { ...heartbeat, loneWorker: settings.loneWorker });
      } else if (isPtiFieldAction(type)) {
        await recordPtiAlarm(ctx, tx, { ...message, type, agencyId, agentId, serviceId: service.id, deviceAt: at });
      } else if (message.type === 'service.end') {
        if (state.roundsRunning) await endRunningExecutions(tx, agencyId, service.id, at);
        const end = message.end;
        change = {
          kind: 'end',
          status,
          at,
          endReport: end?.report ?? null,
          voucherSigner: end?.signerName ?? null,
          voucherSignature: end?.signature ?? null,
        };
        if (decision.changed && state.reportAfterService) {
          await createReportAtEnd(ctx, tx, { agencyId, id: service.id, siteId: service.siteId, reportEnabled: true });
        }
      }
      if (message.round && isRoundFieldAction(message.type)) {
        const { uuid, type, round, serviceId, location } = message;
        const step = { agencyId, agentId, serviceId, uuid, type, round, deviceAt: at, receivedAt, location };
        await applyRoundStep(tx, step);
      }
      const presented = presentAfter(service, state, {
        uuid: message.uuid,
        status,
        at,
        change,
        photo: storedKey !== null,
      });
      const fresh: FieldAnswer = { uuid: message.uuid, receivedAt: receivedAt.toISOString(), service: presented };
      const stored = await writeFieldMessage(
        tx,
        {
          uuid: message.uuid,
          agencyId,
          serviceId: service.id,
          senderUserId: tenant.actor.userId,
          agentId,
          type: message.type,
          // A photo is kept once, in the file storage: the message keeps which file it became.
          payload: (message.photo ? { ...message, photo: { fileId: message.uuid } } : message) as Record<
            string,
            unknown
          >,
          requestHash: hash,
          deviceAt: new Date(message.deviceAt),
          receivedAt,
          answer: fresh,
          retainedAt: at,
          clockOffsetMs,
          anomalies: time.anomalies,
          outsideMetres: time.outsideMetres,
        },
        change,
        side,
      );
      // The uuid is already another agency's message: nothing of ours may be saved under it.
      if (!stored) throw new AppError(ErrorCode.IdempotencyMismatch, messages.idempotencyMismatch);
      return { answer: fresh, replay: false, touched: service };
    })
    .catch(async (error: unknown) => {
      if (storedKey) await ctx.files.delete(storedKey).catch(() => undefined);
      for (const key of eventKeys) await ctx.files.delete(key).catch(() => undefined);
      // 23P01: the service the agent starts overlaps another of theirs (the exclusion constraint).
      if (sqlStateOf(error) === '23P01') throw new AppError(ErrorCode.Conflict, texts.slotTaken);
      throw error;
    });
  // A protection message changes no service: the supervision screens hear of it, the planning's do not.
  if (answer.touched) publishSoon(ctx, agencyId, answer.touched, !isPtiFieldAction(message.type));
  return answer.answer;
}

interface Gathering {
  /** The services whose real state changed (the planning's screens refresh them). */
  rows: Touched[];
  /** The agents whose phones spoke (the supervision screens refresh). */
  agentIds: Set<string>;
  timer: NodeJS.Timeout;
}

const pending = new WeakMap<AppContext, Map<string, Gathering>>();
/** How long field changes gather before the office's screens are told: a phone draining its queue sends many. */
export const FIELD_PUBLISH_DELAY_MS = 500;

function publishGathered(ctx: AppContext, agencyId: string, gathered: Pick<Gathering, 'rows' | 'agentIds'>): void {
  if (gathered.rows.length > 0) void publishServicesTouched(ctx, agencyId, gathered.rows, null);
  // Supervisors see who is on duty, how far their rounds are and when each phone was last heard.
  void ctx.realtime
    .publish(`agency:${agencyId}`, { type: AlarmEvent.Supervision, data: { agentIds: [...gathered.agentIds] } })
    .catch((error: unknown) => ctx.log.warn({ err: error, agencyId }, 'supervision change not published'));
}

/**
 * The office's planning and supervision screens refresh: the services' real state changed (`planning`), or only a
 * phone was heard (a heartbeat). The changes of an agency are told together, at most every FIELD_PUBLISH_DELAY_MS,
 * instead of once per message.
 */
function publishSoon(ctx: AppContext, agencyId: string, row: Touched, planning: boolean): void {
  let byAgency = pending.get(ctx);
  if (!byAgency) {
    byAgency = new Map();
    pending.set(ctx, byAgency);
  }
  let gathering = byAgency.get(agencyId);
  if (!gathering) {
    const agencies = byAgency;
    const timer = setTimeout(() => {
      const gathered = agencies.get(agencyId);
      agencies.delete(agencyId);
      if (gathered) publishGathered(ctx, agencyId, gathered);
    }, FIELD_PUBLISH_DELAY_MS);
    timer.unref();
    gathering = { rows: [], agentIds: new Set(), timer };
    byAgency.set(agencyId, gathering);
  }
  if (planning) gathering.rows.push(row);
  if (row.agentId) gathering.agentIds.add(row.agentId);
}

/** Before the server closes (its database with it): the changes still gathering are told now, not lost. */
export function flushFieldPublishes(ctx: AppContext): void {
  const byAgency = pending.get(ctx);
  if (!byAgency) return;
  for (const [agencyId, gathering] of byAgency) {
    clearTimeout(gathering.timer);
    publishGathered(ctx, agencyId, gathering);
  }
  byAgency.clear();
}
