import { randomUUID } from 'node:crypto';
import { MAX_LISTED_IDS, type PlanningChanged } from '@securite/domain/planning/planning-events';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '../../realtime/realtime.ts';
import { agencyWithCallers } from '../../testing/agent-kit.ts';
import { circuitBody } from '../../testing/circuit-kit.ts';
import { buildMember, loginAs } from '../../testing/factories.ts';
import { buildPlannedAgent, line } from '../../testing/planning-kit.ts';
import { openStreamAs } from '../../testing/sse-client.ts';
import { buildSecondApp, useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';
import { planningTopic } from './publish-planning-change.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let siteId: string;
let customerSiteId: string;
let otherSiteId: string;
let karim: Awaited<ReturnType<typeof buildPlannedAgent>>;
let julie: Awaited<ReturnType<typeof buildPlannedAgent>>;
let expiredId: string;
let staffToken: string;
let realPublish: typeof t.app.ctx.realtime.publish;
let listening: Promise<string> | undefined;
/** The app over real HTTP (streams need it), started once for the file. */
const baseUrl = () => {
  listening ??= t.app.listen({ port: 0, host: '127.0.0.1' });
  return listening;
};

beforeAll(async () => {
  const db = t.database.db;
  a = await agencyWithCallers(t, ['services.create', 'services.edit', 'circuits.create', 'circuits.edit']);
  staffToken = (await loginAs(t.app, a.staff.user.email)).token;
  realPublish = t.app.ctx.realtime.publish.bind(t.app.ctx.realtime);
  siteId = (await buildSite(db, a.agency.id, { name: 'Tour Horizon' })).id;
  customerSiteId = (await buildSite(db, a.agency.id, { customerId: a.customer.id })).id;
  otherSiteId = (await buildSite(db, a.agency.id)).id;
  karim = await buildPlannedAgent(db, a.agency.id, {}, { firstname: 'Karim' });
  julie = await buildPlannedAgent(db, a.agency.id, {}, { firstname: 'Julie' });
  expiredId = (await buildPlannedAgent(db, a.agency.id, { cnapsCardExpiresAt: '2026-01-01' })).membership.id;
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Records what the app publishes (still publishing it). */
function recordPublished() {
  vi.restoreAllMocks();
  const published: Array<{ topic: string; event: RealtimeEvent }> = [];
  vi.spyOn(t.app.ctx.realtime, 'publish').mockImplementation(async (topic, event, tx) => {
    published.push({ topic, event });
    return realPublish(topic, event, tx);
  });
  return {
    agency: () => published.filter((p) => p.topic === planningTopic(a.agency.id)).map((p) => p.event),
    user: (userId: string) => published.filter((p) => p.topic === `user:${userId}`).map((p) => p.event),
    all: published,
  };
}

const post = (url: string, payload: unknown, clientId?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${a.base}${url}`,
    headers: { authorization: `Bearer ${staffToken}`, ...(clientId ? { 'x-client-id': clientId } : {}) },
    payload: payload as object,
  });

describe('planning.changed after a batch save', () => {
  it('publishes one event with the span, the touched sites and agents and the tab, once committed', async () => {
    const seen = recordPublished();
    const response = await post(
      '/services/batch',
      {
        services: [
          line(siteId, karim.membership.id, '2027-02-01', '08:00', '16:00'),
          line(customerSiteId, null, '2027-02-03', '20:00', '06:00'),
        ],
      },
      'onglet-planning-1',
    );
    expect(response.statusCode).toBe(200);
    expect(seen.agency()).toEqual([
      {
        type: 'planning.changed',
        data: {
          agencyId: a.agency.id,
          from: '2027-02-01T07:00:00.000Z',
          to: '2027-02-04T05:00:00.000Z',
          siteIds: [siteId, customerSiteId],
          agentIds: [karim.membership.id],
          origin: 'onglet-planning-1',
        },
      },
    ]);
    // Karim and the customer's user hear of their own span only; nobody else in the agency does.
    expect(seen.user(karim.user.id)).toEqual([
      {
        type: 'planning.changed',
        data: {
          agencyId: a.agency.id,
          from: '2027-02-01T07:00:00.000Z',
          to: '2027-02-01T15:00:00.000Z',
          siteIds: null,
          agentIds: null,
          origin: null,
        },
      },
    ]);
    expect(seen.user(a.customerUser.user.id).map((e) => e.data)).toMatchObject([
      { from: '2027-02-03T19:00:00.000Z', to: '2027-02-04T05:00:00.000Z', siteIds: null, agentIds: null },
    ]);
    expect(seen.all).toHaveLength(3);
  });

  it('names the sites and agents a move leaves as well as those it reaches, and ignores a bad tab id', async () => {
    const created = await post('/services/batch', {
      services: [line(siteId, karim.membership.id, '2027-02-08', '08:00', '12:00')],
    });
    const id = created.json().services[0].id as string;
    const seen = recordPublished();
    const moved = await post(
      '/services/batch',
      {
        services: [
          {
            id,
            siteId: otherSiteId,
            agentId: julie.membership.id,
            startAt: '2027-02-09T08:00:00+01:00',
            endAt: '2027-02-09T12:00:00+01:00',
          },
        ],
      },
      'pas un identifiant!',
    );
    expect(moved.statusCode).toBe(200);
    const [event] = seen.agency();
    const data = event.data as PlanningChanged;
    expect(data).toMatchObject({ from: '2027-02-08T07:00:00.000Z', to: '2027-02-09T11:00:00.000Z', origin: null });
    expect(data.siteIds?.toSorted()).toEqual([siteId, otherSiteId].toSorted());
    expect(data.agentIds?.toSorted()).toEqual([karim.membership.id, julie.membership.id].toSorted());
    expect(seen.user(karim.user.id)).toHaveLength(1);
    expect(seen.user(julie.user.id)).toHaveLength(1);

    const deleteSeen = recordPublished();
    expect((await post('/services/batch', { services: [{ id, delete: true }] })).statusCode).toBe(200);
    expect(deleteSeen.agency().map((e) => e.data)).toMatchObject([
      { siteIds: [otherSiteId], agentIds: [julie.membership.id] },
    ]);
  });

  it('publishes nothing when the save only answers warnings, is refused, or is a retry already saved', async () => {
    const seen = recordPublished();
    const warned = await post('/services/batch', {
      services: [
        line(siteId, karim.membership.id, '2027-02-15', '06:00', '14:00'),
        line(siteId, karim.membership.id, '2027-02-15', '20:00', '23:30'),
      ],
    });
    expect(warned.json().status).toBe('issues');
    const blocked = await post('/services/batch', {
      services: [line(siteId, expiredId, '2027-02-16', '08:00', '12:00')],
      confirmed: true,
    });
    expect(blocked.statusCode).toBe(409);
    const missing = await post('/services/batch', { services: [{ id: randomUUID(), delete: true }] });
    expect(missing.statusCode).toBe(404);
    expect(seen.all).toEqual([]);

    const uuid = randomUUID();
    const body = { uuid, services: [line(siteId, null, '2027-02-17', '08:00', '12:00')] };
    expect((await post('/services/batch', body)).statusCode).toBe(200);
    expect((await post('/services/batch', body)).statusCode).toBe(200);
    expect(seen.agency()).toHaveLength(1);
  });

  it('lists no ids above the cap (refresh everything)', async () => {
    const seen = recordPublished();
    const lines = Array.from({ length: MAX_LISTED_IDS + 1 }, () => line(siteId, null, '2027-03-01', '08:00', '09:00'));
    const agents = [karim, julie].map((m) => line(siteId, m.membership.id, '2027-03-02', '08:00', '09:00'));
    // One site, two agents: the site list stays; a list of more than the cap would be null.
    const saved = await post('/services/batch', { services: [...lines, ...agents], confirmed: true });
    expect(saved.json().status).toBe('saved');
    expect(seen.agency().map((e) => e.data)).toMatchObject([{ siteIds: [siteId] }]);
    const sites = await Promise.all(
      Array.from({ length: MAX_LISTED_IDS + 1 }, () => buildSite(t.database.db, a.agency.id)),
    );
    const many = recordPublished();
    const wide = sites.map((s) => line(s.id, null, '2027-03-03', '08:00', '09:00'));
    expect((await post('/services/batch', { services: wide })).statusCode).toBe(200);
    const [event] = many.agency();
    expect(event.data).toMatchObject({ siteIds: null, agentIds: [] });
    expect(Buffer.byteLength(JSON.stringify({ topic: planningTopic(a.agency.id), event }))).toBeLessThan(8000);
  });

  it('still answers the save when publishing fails', async () => {
    const warn = vi.spyOn(t.app.ctx.log, 'warn');
    vi.spyOn(t.app.ctx.realtime, 'publish').mockRejectedValue(new Error('NOTIFY refusé'));
    const response = await post('/services/batch', { services: [line(siteId, null, '2027-03-08', '08:00', '12:00')] });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('saved');
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ agencyId: a.agency.id }),
      'planning change not published',
    );
  });
});

describe('planning.changed after a circuit save or delete', () => {
  it('names the stops’ sites on save, and again (from the stored stops) on delete', async () => {
    const seen = recordPublished();
    const body = circuitBody(karim.membership.id, [
      [siteId, '08:00', '09:00'],
      [customerSiteId, '09:30', '10:00'],
    ]);
    const saved = await post('/circuits', { ...body, date: '2027-04-05', confirmed: true }, 'onglet-circuits');
    expect(saved.statusCode).toBe(200);
    const circuitId = saved.json().circuits[0].id as string;
    const [created] = seen.agency();
    expect(created.data).toMatchObject({
      from: '2027-04-05T06:00:00.000Z',
      to: '2027-04-05T08:00:00.000Z',
      agentIds: [karim.membership.id],
      origin: 'onglet-circuits',
    });
    expect((created.data as PlanningChanged).siteIds?.toSorted()).toEqual([siteId, customerSiteId].toSorted());
    expect(seen.user(karim.user.id)).toHaveLength(1);
    expect(seen.user(a.customerUser.user.id)).toHaveLength(1);

    const removed = recordPublished();
    const deletion = await t.app.inject({
      method: 'DELETE',
      url: `${a.base}/circuit/${circuitId}`,
      headers: { authorization: `Bearer ${staffToken}`, 'x-client-id': 'onglet-circuits' },
    });
    expect(deletion.statusCode).toBe(204);
    const [deleted] = removed.agency();
    expect(removed.agency()).toHaveLength(1);
    expect(deleted.data).toMatchObject({ from: '2027-04-05T06:00:00.000Z', to: '2027-04-05T08:00:00.000Z' });
    expect((deleted.data as PlanningChanged).siteIds?.toSorted()).toEqual([siteId, customerSiteId].toSorted());
  });

  it('publishes nothing for a circuit save that only answers warnings', async () => {
    const seen = recordPublished();
    const overlapping = circuitBody(null, [
      [siteId, '08:00', '10:00'],
      [otherSiteId, '09:00', '11:00'],
    ]);
    const response = await post('/circuits', { ...overlapping, date: '2027-04-06' });
    expect(response.json().status).toBe('issues');
    expect(seen.all).toEqual([]);
  });
});

describe('who hears the planning on the agency stream', () => {
  it('its planners (without supervision), not supervisors alone; agents and customers are refused', async () => {
    const url = await baseUrl();
    const planner = await buildMember(t.database.db, a.agency.id, 'staff', { rights: ['planning.sites'] });
    const supervisor = await buildMember(t.database.db, a.agency.id, 'staff', { rights: ['supervision.view'] });
    const open = async (email: string) =>
      openStreamAs(`${url}/api/agency/${a.agency.id}/stream`, (await loginAs(t.app, email)).token);
    const planning = await open(planner.user.email);
    const supervision = await open(supervisor.user.email);
    try {
      expect(planning.status).toBe(200);
      await planning.waitFor((e) => e.event === 'ready');
      await supervision.waitFor((e) => e.event === 'ready');
      await t.app.ctx.realtime.publish(`agency:${a.agency.id}`, { type: 'alert', data: { kind: 'pti' } });
      await post('/services/batch', { services: [line(siteId, null, '2027-05-03', '08:00', '12:00')] });
      const event = await planning.waitFor((e) => e.event === 'planning.changed');
      expect(event.data).toMatchObject({ agencyId: a.agency.id, siteIds: [siteId], agentIds: [] });
      await supervision.waitFor((e) => e.event === 'alert');
      await new Promise((r) => setTimeout(r, 100));
      expect(planning.events.some((e) => e.event === 'alert')).toBe(false);
      expect(supervision.events.some((e) => e.event === 'planning.changed')).toBe(false);
    } finally {
      planning.close();
      supervision.close();
    }
    await expectRefusedToAgentAndCustomer();
  });

  it.skipIf(!process.env.DATABASE_URL)('hears a save made through another server process', async () => {
    const url = await baseUrl();
    const second = await buildSecondApp(t);
    const stream = await openStreamAs(`${url}/api/agency/${a.agency.id}/stream`, staffToken);
    try {
      await stream.waitFor((e) => e.event === 'ready');
      const token = (await loginAs(second, a.staff.user.email)).token;
      const saved = await second.inject({
        method: 'POST',
        url: `${a.base}/services/batch`,
        headers: { authorization: `Bearer ${token}` },
        payload: { services: [line(otherSiteId, null, '2027-05-10', '08:00', '12:00')] },
      });
      expect(saved.statusCode).toBe(200);
      const event = await stream.waitFor((e) => e.event === 'planning.changed');
      expect(event.data).toMatchObject({ siteIds: [otherSiteId], from: '2027-05-10T07:00:00.000Z' });
    } finally {
      stream.close();
      await second.close();
    }
  });
});

async function expectRefusedToAgentAndCustomer() {
  for (const user of [a.agent.user, a.customerUser.user]) {
    const token = (await loginAs(t.app, user.email)).token;
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/agency/${a.agency.id}/stream`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.statusCode).toBe(403);
  }
}
