import { randomUUID } from 'node:crypto';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { alarms } from '../../db/schema/alarms.ts';
import { services } from '../../db/schema/services.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { buildAgencyWithPeople, loginAs } from '../../testing/factories.ts';
import { openStreamAs } from '../../testing/sse-client.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
let siteId: string;
let agent: Record<string, string>;
let supervisor: Record<string, string>;
let plainStaff: Record<string, string>;
let otherOwner: Record<string, string>;

beforeAll(async () => {
  const db = t.database.db;
  a = await buildAgencyWithPeople(db, ['supervision.view']);
  b = await buildAgencyWithPeople(db);
  siteId = (await buildSite(db, a.agency.id)).id;
  agent = (await loginAs(t.app, a.agent.user.email)).headers;
  supervisor = (await loginAs(t.app, a.staff.user.email)).headers;
  plainStaff = (await loginAs(t.app, b.staff.user.email)).headers;
  otherOwner = (await loginAs(t.app, b.owner.user.email)).headers;
  await db
    .update(agencies)
    .set({ settings: { field: { loneWorker: { ptiEnabled: true, ptiFrequency: 10, ptiPauseOnBreak: true } } } })
    .where(eq(agencies.id, a.agency.id));
});

let day = 1;
async function service(status: ServiceStatus = ServiceStatus.Started) {
  const date = `2027-01-${String(day++).padStart(2, '0')}`;
  const [row] = await t.database.db
    .insert(services)
    .values({
      agencyId: a.agency.id,
      reference: `P-${randomUUID().slice(0, 8)}`,
      siteId,
      agentId: a.agent.membership.id,
      status,
      startAt: new Date(`${date}T08:00:00Z`),
      endAt: new Date(`${date}T16:00:00Z`),
    })
    .returning();
  return row;
}

const send = (body: Record<string, unknown>, headers = agent) =>
  t.app.inject({ method: 'POST', url: `/api/agency/${a.agency.id}/field/message`, headers, payload: body });
const ptiMessage = (serviceId: string, type: string, pti: Record<string, unknown>, extra = {}) => ({
  uuid: randomUUID(),
  type,
  serviceId,
  deviceAt: new Date().toISOString(),
  location: { latitude: 48.85, longitude: 2.35, accuracy: 20 },
  pti,
  ...extra,
});
const list = (headers = supervisor, agencyId = a.agency.id) =>
  t.app.inject({ method: 'GET', url: `/api/agency/${agencyId}/alarms`, headers });
const act = (id: string, action: string, payload?: object, headers = supervisor, agencyId = a.agency.id) =>
  t.app.inject({ method: 'POST', url: `/api/agency/${agencyId}/alarms/${id}/${action}`, headers, payload });

describe('pti.alarm through the field queue', () => {
  it('raises an alarm once per uuid, with the agent, site and position, for the supervisors', async () => {
    const s = await service();
    const body = ptiMessage(s.id, 'pti.alarm', { alarm: 'fall' });
    const first = await send(body);
    expect(first.statusCode).toBe(200);
    const again = await send(body);
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db.select().from(alarms).where(eq(alarms.serviceId, s.id));
    expect(rows).toHaveLength(1);
    const listed = await list();
    expect(listed.statusCode).toBe(200);
    const alarm = listed.json().open.find((x: { service: { id: string } }) => x.service.id === s.id);
    expect(alarm).toMatchObject({
      kind: 'fall',
      label: 'Chute',
      agent: { id: a.agent.membership.id },
      site: { id: siteId },
      position: { latitude: 48.85, longitude: 2.35, accuracy: 20 },
      acknowledgedAt: null,
      closedAt: null,
    });
    // Same uuid, another payload: refused, nothing changes.
    const changed = await send({ ...body, pti: { alarm: 'sos' } });
    expect(changed.statusCode).toBe(422);
  });

  it('refuses a malformed pti part or one that does not fit the type, with a French message', async () => {
    const s = await service();
    for (const body of [
      ptiMessage(s.id, 'pti.alarm', {}),
      ptiMessage(s.id, 'pti.alarm', { alarm: 'deadman' }),
      ptiMessage(s.id, 'pti.heartbeat', { alarm: 'sos' }),
      ptiMessage(s.id, 'service.photo', { protection: 'on' }),
    ]) {
      const response = await send(body);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
    expect(await t.database.db.select().from(alarms).where(eq(alarms.serviceId, s.id))).toHaveLength(0);
  });

  it('is taken during a break (an SOS is never refused on duty), refused on an ended or unstarted service', async () => {
    const paused = await service(ServiceStatus.Paused);
    expect((await send(ptiMessage(paused.id, 'pti.alarm', { alarm: 'sos' }))).statusCode).toBe(200);
    const beat = await send(ptiMessage(paused.id, 'pti.heartbeat', { protection: 'onBreak' }));
    expect(beat.statusCode).toBe(200);
    expect(beat.json().service.status).toBe(ServiceStatus.Paused);
    const ended = await service(ServiceStatus.Ended);
    const refused = await send(ptiMessage(ended.id, 'pti.alarm', { alarm: 'sos' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Le service est terminé');
    const planned = await service(ServiceStatus.Planned);
    expect((await send(ptiMessage(planned.id, 'pti.heartbeat', { protection: 'on' }))).statusCode).toBe(409);
  });

  it('reaches the open supervision stream within 2 s', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const token = (await loginAs(t.app, a.staff.user.email)).token;
    const stream = await openStreamAs(`${url}/api/agency/${a.agency.id}/stream`, token);
    try {
      await stream.waitFor((e) => e.event === 'ready');
      const s = await service();
      const started = Date.now();
      await send(ptiMessage(s.id, 'pti.alarm', { alarm: 'inactivity' }));
      const event = await stream.waitFor((e) => e.event === 'alarm', 2000);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(event.data).toMatchObject({ kind: 'inactivity' });
    } finally {
      stream.close();
    }
  });
});

describe('acknowledge and close', () => {
  it('keeps who and when, once; closing needs a comment; the dashboard counts open alarms', async () => {
    const s = await service();
    await send(ptiMessage(s.id, 'pti.alarm', { alarm: 'perimeter' }));
    const [row] = await t.database.db.select().from(alarms).where(eq(alarms.serviceId, s.id));
    const countOpen = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/agency/${a.agency.id}/dashboard`, headers: supervisor })).json()
        .openAlarms as number;
    const before = await countOpen();
    expect(before).toBeGreaterThan(0);

    const ack = await act(row.id, 'acknowledge');
    expect(ack.statusCode).toBe(200);
    expect(ack.json()).toMatchObject({ acknowledgedBy: { id: a.staff.user.id } });
    const owner = (await loginAs(t.app, a.owner.user.email)).headers;
    const ackAgain = await act(row.id, 'acknowledge', undefined, owner);
    expect(ackAgain.json().acknowledgedAt).toBe(ack.json().acknowledgedAt);
    expect(ackAgain.json().acknowledgedBy.id).toBe(a.staff.user.id);

    const empty = await act(row.id, 'close', { comment: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.comment).toBe('Le commentaire est obligatoire');
    const closed = await act(row.id, 'close', { comment: 'Agent joint par téléphone, RAS.' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      closeComment: 'Agent joint par téléphone, RAS.',
      closedBy: { id: a.staff.user.id },
    });
    const closedAgain = await act(row.id, 'close', { comment: 'Autre chose' }, owner);
    expect(closedAgain.json()).toEqual(closed.json());
    expect(await countOpen()).toBe(before - 1);
    expect((await list()).json().closed.map((x: { id: string }) => x.id)).toContain(row.id);
  });

  it('answers 404 to another agency, an unknown or malformed id; 403 without the right', async () => {
    const s = await service();
    await send(ptiMessage(s.id, 'pti.alarm', { alarm: 'sos' }));
    const [row] = await t.database.db.select().from(alarms).where(eq(alarms.serviceId, s.id));
    expect((await act(row.id, 'acknowledge', undefined, otherOwner, b.agency.id)).statusCode).toBe(404);
    expect((await act(row.id, 'close', { comment: 'x' }, otherOwner, b.agency.id)).statusCode).toBe(404);
    expect((await act(randomUUID(), 'acknowledge')).statusCode).toBe(404);
    expect((await act('pas-un-id', 'acknowledge')).statusCode).toBe(404);
    expect((await list(otherOwner, b.agency.id)).json().open).toEqual([]);
    expect((await list(plainStaff, b.agency.id)).statusCode).toBe(403);
    expect((await list(agent)).statusCode).toBe(403);
    const [still] = await t.database.db
      .select()
      .from(alarms)
      .where(and(eq(alarms.id, row.id), eq(alarms.agencyId, a.agency.id)));
    expect(still.acknowledgedAt).toBeNull();
  });
});

describe('GET {agency}/supervision', () => {
  it('lists the agents on duty with their last heartbeat, protection state and open alarms', async () => {
    const s = await service();
    await send(ptiMessage(s.id, 'pti.heartbeat', { protection: 'on' }));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/agency/${a.agency.id}/supervision`,
      headers: supervisor,
    });
    expect(response.statusCode).toBe(200);
    const row = response.json().agents.find((x: { service: { id: string } }) => x.service.id === s.id);
    expect(row).toMatchObject({
      agent: { id: a.agent.membership.id },
      lastHeartbeat: { protection: 'on', position: { latitude: 48.85, longitude: 2.35 } },
      openAlarms: 0,
    });
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/agency/${b.agency.id}/supervision`,
      headers: otherOwner,
    });
    expect(other.json().agents).toEqual([]);
  });
});
