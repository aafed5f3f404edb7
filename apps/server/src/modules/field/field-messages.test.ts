import { randomUUID } from 'node:crypto';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { AlarmEvent } from '@securite/domain/pti/pti-alarms';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldMessages } from '../../db/schema/field.ts';
import { services } from '../../db/schema/services.ts';
import { buildAgencyWithPeople, buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
let siteId: string;
let agentHeaders: Record<string, string>;
let colleague: Awaited<ReturnType<typeof buildMember>>;
let colleagueHeaders: Record<string, string>;
let staffHeaders: Record<string, string>;
let otherAgencyHeaders: Record<string, string>;

beforeAll(async () => {
  const db = t.database.db;
  a = await buildAgencyWithPeople(db);
  b = await buildAgencyWithPeople(db);
  siteId = (await buildSite(db, a.agency.id)).id;
  colleague = await buildMember(db, a.agency.id, 'agent');
  agentHeaders = (await loginAs(t.app, a.agent.user.email)).headers;
  colleagueHeaders = (await loginAs(t.app, colleague.user.email)).headers;
  staffHeaders = (await loginAs(t.app, a.staff.user.email)).headers;
  otherAgencyHeaders = (await loginAs(t.app, b.agent.user.email)).headers;
});

/** A 1×1 transparent PNG, as a signature drawn on the phone. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let day = 1;
/** A planned service of the agent (each on its own day, so that they never overlap). */
async function plannedService(agentId = a.agent.membership.id, extra: Partial<typeof services.$inferInsert> = {}) {
  const date = `2026-12-${String(day++).padStart(2, '0')}`;
  const [row] = await t.database.db
    .insert(services)
    .values({
      agencyId: a.agency.id,
      reference: `F-${randomUUID().slice(0, 8)}`,
      siteId,
      agentId,
      startAt: new Date(`${date}T08:00:00Z`),
      endAt: new Date(`${date}T16:00:00Z`),
      ...extra,
    })
    .returning();
  return row;
}

const send = (headers: Record<string, string>, body: Record<string, unknown>, agency = a.agency.id) =>
  t.app.inject({ method: 'POST', url: `/api/agency/${agency}/field/message`, headers, payload: body });

const message = (serviceId: string, type: string, deviceAt: string, extra: Record<string, unknown> = {}) => ({
  uuid: randomUUID(),
  type,
  serviceId,
  deviceAt,
  ...extra,
});

describe('POST {agency}/field/message', () => {
  it('walks a service: start, break, end of break, end, with the phone’s times and the receipt kept', async () => {
    const service = await plannedService();
    const steps = [
      message(service.id, 'service.start', '2026-11-24T08:02:00+01:00', {
        location: { latitude: 48.85, longitude: 2.35, accuracy: 12 },
      }),
      message(service.id, 'break.start', '2026-11-24T12:00:00+01:00'),
      message(service.id, 'break.end', '2026-11-24T12:30:00+01:00'),
      message(service.id, 'service.end', '2026-11-24T16:01:00+01:00', {
        end: { report: 'RAS, ronde faite.', signerName: 'M. Durand', signature: SIGNATURE },
      }),
    ];
    const answers = [];
    for (const step of steps) {
      const response = await send(agentHeaders, step);
      expect(response.statusCode, step.type).toBe(200);
      answers.push(response.json());
    }
    expect(answers.map((x) => x.service.status)).toEqual([
      ServiceStatus.Started,
      ServiceStatus.Paused,
      ServiceStatus.Started,
      ServiceStatus.Ended,
    ]);
    expect(answers[3].service).toMatchObject({
      realStartAt: '2026-11-24T07:02:00.000Z',
      realEndAt: '2026-11-24T15:01:00.000Z',
      breaks: [{ id: steps[1].uuid, realStartAt: '2026-11-24T11:00:00.000Z', realEndAt: '2026-11-24T11:30:00.000Z' }],
    });
    const [saved] = await t.database.db.select().from(services).where(eq(services.id, service.id));
    expect(saved).toMatchObject({
      endReport: 'RAS, ronde faite.',
      voucherSigner: 'M. Durand',
      voucherSignature: SIGNATURE,
    });
    const stored = await t.database.db
      .select()
      .from(fieldMessages)
      .where(and(eq(fieldMessages.agencyId, a.agency.id), eq(fieldMessages.serviceId, service.id)));
    expect(stored).toHaveLength(4);
    for (const row of stored) expect(row.receivedAt.getTime()).toBeGreaterThan(row.deviceAt.getTime());
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/agency/${a.agency.id}/field/service/${service.id}`,
      headers: agentHeaders,
    });
    expect(read.json()).toEqual(answers[3].service);
  });

  it('answers a replayed queue as the first time and changes nothing; another payload under a uuid is 422', async () => {
    const service = await plannedService();
    const steps = [
      message(service.id, 'service.start', '2026-11-24T08:00:00+01:00'),
      message(service.id, 'break.start', '2026-11-24T10:00:00+01:00'),
    ];
    const first = [];
    // The first copy and a retry sent at the same moment (a phone that timed out) give one message, one answer.
    const [start, retry] = await Promise.all([send(agentHeaders, steps[0]), send(agentHeaders, steps[0])]);
    expect([start.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.json()).toEqual(start.json());
    first.push(start.json());
    first.push((await send(agentHeaders, steps[1])).json());
    for (const [i, step] of steps.entries()) {
      const again = await send(agentHeaders, step);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first[i]);
    }
    const changed = await send(agentHeaders, { ...steps[0], deviceAt: '2026-11-24T09:00:00+01:00' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().code).toBe('IDEMPOTENCY_MISMATCH');
    const [saved] = await t.database.db.select().from(services).where(eq(services.id, service.id));
    expect(saved.status).toBe(ServiceStatus.Paused);
    expect(saved.realStartAt?.toISOString()).toBe('2026-11-24T07:00:00.000Z');
  });

  it('refuses with the spec’s words: a second active service, anything while paused, any change once ended', async () => {
    // An agent of their own: the other tests leave services of a.agent running.
    const solo = await buildMember(t.database.db, a.agency.id, 'agent');
    const agentHeaders = (await loginAs(t.app, solo.user.email)).headers;
    const running = await plannedService(solo.membership.id);
    const next = await plannedService(solo.membership.id);
    expect((await send(agentHeaders, message(running.id, 'service.start', '2026-11-24T08:00:00Z'))).statusCode).toBe(
      200,
    );
    const second = await send(agentHeaders, message(next.id, 'service.start', '2026-11-24T08:05:00Z'));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Un service est actif');
    await send(agentHeaders, message(running.id, 'break.start', '2026-11-24T09:00:00Z'));
    const whilePaused = await send(agentHeaders, message(running.id, 'service.end', '2026-11-24T09:05:00Z'));
    expect(whilePaused.statusCode).toBe(409);
    expect(whilePaused.json()).toMatchObject({
      message: 'Vous êtes en pause.',
      details: { caption: 'Vous devez terminer votre pause pour pouvoir continuer.' },
    });
    await send(agentHeaders, message(running.id, 'break.end', '2026-11-24T09:10:00Z'));
    await send(agentHeaders, message(running.id, 'service.end', '2026-11-24T10:00:00Z'));
    for (const type of ['service.start', 'break.start', 'service.end']) {
      const refused = await send(agentHeaders, message(running.id, type, '2026-11-24T11:00:00Z'));
      expect(refused.statusCode, type).toBe(409);
      expect(refused.json().message).toBe('Le service est terminé');
    }
    // The first one ended, the next may start now.
    expect((await send(agentHeaders, message(next.id, 'service.start', '2026-11-24T11:00:00Z'))).statusCode).toBe(200);
  });

  it('answers 404 for a service the server has not seen, another agent’s or another agency’s, and stores nothing', async () => {
    const theirs = await plannedService(colleague.membership.id);
    for (const [headers, serviceId, agency] of [
      [agentHeaders, randomUUID(), a.agency.id],
      [agentHeaders, theirs.id, a.agency.id],
      [otherAgencyHeaders, theirs.id, b.agency.id],
    ] as const) {
      const step = message(serviceId, 'service.start', '2026-11-24T08:00:00Z');
      const response = await send(headers, step, agency);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Service introuvable');
      expect(await t.database.db.select().from(fieldMessages).where(eq(fieldMessages.id, step.uuid))).toEqual([]);
    }
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/agency/${a.agency.id}/field/service/${theirs.id}`,
      headers: agentHeaders,
    });
    expect(read.statusCode).toBe(404);
    expect((await send(colleagueHeaders, message(theirs.id, 'service.start', '2026-11-24T08:00:00Z'))).statusCode).toBe(
      200,
    );
  });

  it('is for agents: the office and customers are refused', async () => {
    const service = await plannedService();
    const staff = await send(staffHeaders, message(service.id, 'service.start', '2026-11-24T08:00:00Z'));
    expect(staff.statusCode).toBe(403);
    const customer = (await loginAs(t.app, a.customerUser.user.email)).headers;
    expect((await send(customer, message(service.id, 'service.start', '2026-11-24T08:00:00Z'))).statusCode).toBe(403);
  });

  it('refuses bad messages with the field’s French error and changes nothing', async () => {
    const service = await plannedService();
    for (const [bad, field] of [
      [{ type: 'service.fly' }, 'type'],
      [{ deviceAt: '0800-01-01T08:00:00Z' }, 'deviceAt'],
      [{ deviceAt: 'hier' }, 'deviceAt'],
      [{ location: { latitude: 123, longitude: 2 } }, 'location.latitude'],
      [{ uuid: 'abc' }, 'uuid'],
      [{ end: { report: 'a\u0000b' } }, 'end.report'],
      [{ end: { signature: 'data:image/png;base64,/9j/4AAQSkZJRg==' } }, 'end.signature'],
    ] as const) {
      const response = await send(agentHeaders, {
        ...message(service.id, 'service.start', '2026-11-24T08:00:00Z'),
        ...bad,
      });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), field).toContain(field);
    }
    const [saved] = await t.database.db.select().from(services).where(eq(services.id, service.id));
    expect(saved.status).toBe(ServiceStatus.Planned);
  });

  it('tells the office’s planning screens once for a burst of messages', async () => {
    // In the other agency, where no other test's messages are gathering.
    const bSite = (await buildSite(t.database.db, b.agency.id)).id;
    const [service] = await t.database.db
      .insert(services)
      .values({
        agencyId: b.agency.id,
        reference: `F-${randomUUID().slice(0, 8)}`,
        siteId: bSite,
        agentId: b.agent.membership.id,
        startAt: new Date('2026-12-28T08:00:00Z'),
        endAt: new Date('2026-12-28T16:00:00Z'),
      })
      .returning();
    const publish = vi.spyOn(t.app.ctx.realtime, 'publish');
    try {
      const burst = ['service.start', 'break.start', 'break.end'].map((type, i) =>
        message(service.id, type, `2026-11-24T${String(8 + i).padStart(2, '0')}:00:00Z`),
      );
      for (const step of burst) expect((await send(otherAgencyHeaders, step, b.agency.id)).statusCode).toBe(200);
      const planningTopic = `agency:${b.agency.id}:planning`;
      const toOffice = () => publish.mock.calls.filter(([topic]) => topic === planningTopic);
      expect(toOffice()).toHaveLength(0);
      await vi.waitFor(() => expect(toOffice()).toHaveLength(1), { timeout: 3000 });
      expect(toOffice()[0][1]).toMatchObject({
        type: 'planning.changed',
        data: { agentIds: [b.agent.membership.id], siteIds: [bSite] },
      });
    } finally {
      publish.mockRestore();
    }
  });

  it('tells the supervision screens of heartbeats, after the request, and not the planning screens', async () => {
    const bSite = (await buildSite(t.database.db, b.agency.id)).id;
    const [service] = await t.database.db
      .insert(services)
      .values({
        agencyId: b.agency.id,
        reference: `H-${randomUUID().slice(0, 8)}`,
        siteId: bSite,
        agentId: b.agent.membership.id,
        startAt: new Date('2026-11-25T08:00:00Z'),
        endAt: new Date('2026-11-25T16:00:00Z'),
        status: ServiceStatus.Started,
        realStartAt: new Date('2026-11-25T08:00:00Z'),
      })
      .returning();
    const publish = vi.spyOn(t.app.ctx.realtime, 'publish');
    try {
      for (const minute of ['05', '10']) {
        const beat = message(service.id, 'pti.heartbeat', `2026-11-25T08:${minute}:00Z`, {
          pti: { protection: 'notEnabled' },
        });
        expect((await send(otherAgencyHeaders, beat, b.agency.id)).statusCode).toBe(200);
      }
      const to = (topic: string) => publish.mock.calls.filter((call) => call[0] === topic);
      // Nothing inside the messages' transactions: the supervision change is gathered, once for both.
      expect(to(`agency:${b.agency.id}`)).toHaveLength(0);
      await vi.waitFor(() => expect(to(`agency:${b.agency.id}`)).toHaveLength(1), { timeout: 3000 });
      expect(to(`agency:${b.agency.id}`)[0][1]).toEqual({
        type: AlarmEvent.Supervision,
        data: { agentIds: [b.agent.membership.id] },
      });
      expect(to(`agency:${b.agency.id}:planning`)).toHaveLength(0);
    } finally {
      publish.mockRestore();
    }
  });
});
