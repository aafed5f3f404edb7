import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { isEventFieldAction } from '@securite/domain/events/event-actions';
import { fieldMessages as texts } from '@securite/domain/field/field-messages';
import type { FieldAnswer, FieldMessage } from '@securite/domain/field/field-schemas';
import { resolveFieldTime } from '@securite/domain/field/field-times';
import { decidePtiAction } from '@securite/domain/field/pti-decision';
import { decideFieldAction } from '@securite/domain/field/service-lifecycle';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { AlarmEvent, isPtiFieldAction } from '@securite/domain/pti/pti-alarms';
import { isRoundFieldAction } from '@securite/domain/rounds/round-execution-schemas';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { fieldMessages, serviceBreaks } from '../../db/schema/field.ts';
import { services } from '../../db/schema/services.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound, sqlStateOf } from '../../http/errors.ts';
import { assertSameRequest, requestHash } from '../../http/idempotency.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { createReportAtEnd } from '../agency-reports/public.ts';
import { applyEventAction } from '../events/public.ts';
import { publishServicesTouched, type Touched } from '../planning/public.ts';
import { closeLateStart, recordPtiMessage } from '../pti/public.ts';
import { applyRoundStep, endRunningExecutions } from '../rounds/public.ts';
import { assertCircuitRules } from './circuit-rules.ts';
import { createFieldService } from './create-field-service.ts';
import { fieldAgentOf, ownService } from './field-access.ts';
import { decideMessageTime } from './field-message-time.ts';
import { presentKnownService } from './present-field-service.ts';
import { storeServicePhoto } from './store-service-photo.ts';

/**
 * The agent's own service of the agency, locked for the message, with its open break if any (another agent's
 * service, or one the server has not seen yet: 404).
 */
async function lockOwnService(tx: Tx, agencyId: string, agentId: string, id: string) {
  const [row] = await tx
    .select({
      id: services.id,
      status: services.status,
      isCircuit: services.isCircuit,
      siteId: services.siteId,
      agentId: services.agentId,
      circuitId: services.circuitId,
      startAt: services.startAt,
      endAt: services.endAt,
      realStartAt: services.realStartAt,
      realEndAt: services.realEndAt,
      earlyStartAllowedAt: services.earlyStartAllowedAt,
      openBreakId: serviceBreaks.id,
      statusBeforeBreak: serviceBreaks.statusBefore,
    })
    .from(services)
    .leftJoin(
      serviceBreaks,
      and(inAgency(serviceBreaks, agencyId), eq(serviceBreaks.serviceId, services.id), isNull(serviceBreaks.realEndAt)),
    )
    .where(ownService(agencyId, agentId, id))
    .for('update', { of: services });
  if (!row) throw notFound(texts.serviceNotFound);
  return row;
}

async function otherActiveService(tx: Tx, agencyId: string, agentId: string, id: string) {
  const [other] = await tx
    .select({ isCircuit: services.isCircuit })
    .from(services)
    .where(
      and(
        inAgency(services, agencyId),
        eq(services.agentId, agentId),
        isNull(services.deletedAt),
        inArray(services.status, [ServiceStatus.Started, ServiceStatus.Paused]),
        ne(services.id, id),
      ),
    )
    .limit(1);
  return other ?? null;
}

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
      const service = await lockOwnService(tx, agencyId, agentId, message.serviceId);
      const [seen] = await tx
        .select({ requestHash: fieldMessages.requestHash, answer: fieldMessages.answer })
        .from(fieldMessages)
        .where(and(eq(fieldMessages.id, message.uuid), inAgency(fieldMessages, agencyId)));
      if (seen) {
        assertSameRequest(seen.requestHash, hash);
        return { answer: seen.answer, replay: true, touched: null };
      }
      const other =
        message.type === 'service.start' ? await otherActiveService(tx, agencyId, agentId, service.id) : null;
      const state = {
        status: service.status as ServiceStatus,
        isCircuit: service.isCircuit,
        statusBeforeBreak: (service.statusBeforeBreak as ServiceStatus | null) ?? null,
      };
      const { type } = message;
      // Lone-worker protection (modules/pti): its messages ride the same queue and change no service state.
      const decision = isPtiFieldAction(type)
        ? decidePtiAction(state)
        : decideFieldAction(state, type, { otherActiveService: other });
      if (!decision.ok) {
        const details = { refusal: decision.refusal };
        if (decision.refusal === 'onBreak') Object.assign(details, { caption: texts.onBreakCaption });
        throw new AppError(ErrorCode.Conflict, decision.message, { details });
      }
      if (decision.changed && !isPtiFieldAction(type))
        await assertCircuitRules(tx, agencyId, agentId, service.id, type);
      const time = await decideMessageTime(tx, tenant, { message, service, receivedAt, clockOffsetMs });
      const { at } = time;
      const mine = and(eq(services.id, service.id), inAgency(services, agencyId));
      const status = decision.next.status;
      if (message.type === 'service.start' && decision.changed) {
        await tx.update(services).set({ status, realStartAt: at, updatedAt: new Date() }).where(mine);
        // Issue 30: its « Retard de prise de service », if one was raised, closes itself and keeps the delay.
        await closeLateStart(ctx, tx, {
          agencyId,
          serviceId: service.id,
          plannedStartAt: service.startAt,
          startedAt: at,
        });
      } else if (message.type === 'break.start') {
        await tx
          .insert(serviceBreaks)
          .values({ id: message.uuid, agencyId, serviceId: service.id, statusBefore: service.status, realStartAt: at });
        await tx.update(services).set({ status, updatedAt: new Date() }).where(mine);
      } else if (message.type === 'break.end' && service.openBreakId) {
        await tx
          .update(serviceBreaks)
          .set({ realEndAt: at })
          .where(and(eq(serviceBreaks.id, service.openBreakId), inAgency(serviceBreaks, agencyId)));
        await tx.update(services).set({ status, updatedAt: new Date() }).where(mine);
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
      } else if (isPtiFieldAction(type)) {
        await recordPtiMessage(ctx, tx, { ...message, type, agencyId, agentId, serviceId: service.id, deviceAt: at });
      } else if (message.type === 'service.end') {
        await endRunningExecutions(tx, agencyId, service.id, at);
        const end = message.end;
        await tx
          .update(services)
          .set({
            status,
            realEndAt: at,
            endReport: end?.report ?? null,
            voucherSigner: end?.signerName ?? null,
            voucherSignature: end?.signature ?? null,
            updatedAt: new Date(),
          })
          .where(mine);
        if (decision.changed) await createReportAtEnd(ctx, tx, { agencyId, id: service.id, siteId: service.siteId });
      }
      if (message.round && isRoundFieldAction(message.type)) {
        const { uuid, type, round, serviceId, location } = message;
        const step = { agencyId, agentId, serviceId, uuid, type, round, deviceAt: at, receivedAt, location };
        await applyRoundStep(tx, step);
      }
      const presented = await presentKnownService(tx, agencyId, {
        id: service.id,
        status,
        realStartAt: message.type === 'service.start' && decision.changed ? at : service.realStartAt,
        realEndAt: message.type === 'service.end' ? at : service.realEndAt,
      });
      const fresh: FieldAnswer = { uuid: message.uuid, receivedAt: receivedAt.toISOString(), service: presented };
      const [stored] = await tx
        .insert(fieldMessages)
        .values({
          id: message.uuid,
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
        })
        .onConflictDoNothing({ target: fieldMessages.id })
        .returning({ id: fieldMessages.id });
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
  if (answer.touched) publishSoon(ctx, agencyId, answer.touched);
  return answer.answer;
}

const pending = new WeakMap<AppContext, Map<string, { rows: Touched[]; timer: NodeJS.Timeout }>>();
/** How long field changes gather before the office's screens are told: a phone draining its queue sends many. */
export const FIELD_PUBLISH_DELAY_MS = 500;

function publishGathered(ctx: AppContext, agencyId: string, gathered: Touched[]): void {
  void publishServicesTouched(ctx, agencyId, gathered, null);
  // Supervisors see who is on duty and how far their rounds are: a start, a break, a round step or an end.
  void ctx.realtime
    .publish(`agency:${agencyId}`, {
      type: AlarmEvent.Supervision,
      data: { agentIds: [...new Set(gathered.flatMap((row) => row.agentId ?? []))] },
    })
    .catch((error: unknown) => ctx.log.warn({ err: error, agencyId }, 'supervision change not published'));
}

/**
 * The office's planning and supervision screens refresh: the services' real state changed. The changes of an
 * agency are told together, at most every FIELD_PUBLISH_DELAY_MS, instead of once per message.
 */
function publishSoon(ctx: AppContext, agencyId: string, row: Touched): void {
  let byAgency = pending.get(ctx);
  if (!byAgency) {
    byAgency = new Map();
    pending.set(ctx, byAgency);
  }
  const gathering = byAgency.get(agencyId);
  if (gathering) {
    gathering.rows.push(row);
    return;
  }
  const agencies = byAgency;
  const timer = setTimeout(() => {
    const gathered = agencies.get(agencyId)?.rows ?? [];
    agencies.delete(agencyId);
    publishGathered(ctx, agencyId, gathered);
  }, FIELD_PUBLISH_DELAY_MS);
  timer.unref();
  byAgency.set(agencyId, { rows: [row], timer });
}

/** Before the server closes (its database with it): the changes still gathering are told now, not lost. */
export function flushFieldPublishes(ctx: AppContext): void {
  const byAgency = pending.get(ctx);
  if (!byAgency) return;
  for (const [agencyId, { rows, timer }] of byAgency) {
    clearTimeout(timer);
    publishGathered(ctx, agencyId, rows);
  }
  byAgency.clear();
}
