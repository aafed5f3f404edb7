import { randomUUID } from 'node:crypto';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { serviceBreaks } from '../../db/schema/field.ts';
import { buildAgencyWithPeople, buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';
import { insertService, paris } from './hours-test-kit.ts';

const t = useTestApp();
let base: string;
const tokens: Record<string, string> = {};
let agentId: string;
let siteId: string;
const march = { from: '2026-03-01', to: '2026-03-31' };
const breakIds: Record<string, string> = {};

/** A break the agent took in the field (the field module writes the same row). */
async function insertBreak(db: Db, agencyId: string, serviceId: string, name: string, at: Date, until: Date | null) {
  const id = randomUUID();
  breakIds[name] = id;
  await db.insert(serviceBreaks).values({
    id,
    agencyId,
    serviceId,
    statusBefore: ServiceStatus.Started,
    realStartAt: at,
    realEndAt: until,
  });
}

beforeAll(async () => {
  const db = t.database.db;
  const a = await buildAgencyWithPeople(db, ['services.view']);
  const b = await buildAgencyWithPeople(db, ['services.view']);
  const hoursStaff = await buildMember(db, a.agency.id, 'staff', { rights: ['hours.view'] });
  const bare = await buildMember(db, a.agency.id, 'staff');
  agentId = a.agent.membership.id;
  siteId = (await buildSite(db, a.agency.id, { name: 'Hall A' })).id;
  const service = (day: string, real: [string, string | null] | null, extra = {}) =>
    insertService(db, a.agency.id, {
      siteId,
      agentId,
      startAt: paris(day, '08:00'),
      endAt: paris(day, '16:00'),
      realStartAt: real ? paris(day, real[0]) : null,
      realEndAt: real?.[1] ? paris(day, real[1]) : null,
      ...extra,
    });
  const pause = (row: { id: string }, name: string, day: string, from: string, to: string | null) =>
    insertBreak(db, a.agency.id, row.id, name, paris(day, from), to ? paris(day, to) : null);
  const second = await service('2026-03-02', ['08:17', '16:00']); // 17 min late
  await pause(second, 'coffee', '2026-03-02', '10:00', '10:20');
  await pause(second, 'lunch', '2026-03-02', '12:00', '12:45');
  await service('2026-03-03', ['08:05', '15:20']); // 5 min is tolerated; left 40 min early
  // Early start, late end: no lateness, no departure; its 3-minute break is still a pause.
  await pause(await service('2026-03-04', ['07:50', '16:30']), 'short', '2026-03-04', '11:00', '11:03');
  await service('2026-03-05', ['09:00', '12:00']); // both
  await service('2026-03-06', null); // not started: no gap
  const deleted = await service('2026-03-09', ['10:00', '11:00'], { deletedAt: new Date() });
  await pause(deleted, 'deleted', '2026-03-09', '10:15', '10:30');
  await service('2026-04-01', ['10:00', '16:00']); // outside the period
  // A circuit: its own lateness is its children's, but its break is a pause, still running.
  const circuit = await service('2026-03-10', ['09:00', null], { isCircuit: true, siteId: null });
  await pause(circuit, 'running', '2026-03-10', '11:00', null);
  const foreignSite = await buildSite(db, b.agency.id);
  const foreign = await insertService(db, b.agency.id, {
    siteId: foreignSite.id,
    startAt: paris('2026-03-02', '08:00'),
    endAt: paris('2026-03-02', '16:00'),
    realStartAt: paris('2026-03-02', '09:00'),
  });
  await insertBreak(db, b.agency.id, foreign.id, 'foreign', paris('2026-03-02', '10:00'), paris('2026-03-02', '11:00'));
  for (const [key, email] of Object.entries({
    services: a.staff.user.email,
    hours: hoursStaff.user.email,
    bare: bare.user.email,
    agent: a.agent.user.email,
    otherOwner: b.owner.user.email,
  })) {
    tokens[key] = (await loginAs(t.app, email)).token;
  }
  base = `/api/agency/${a.agency.id}`;
});

const fetchGaps = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `${base}/fetch/time-gaps`,
    payload: payload as object,
    headers: { authorization: `Bearer ${token}` },
  });

describe('POST {agency}/fetch/time-gaps', () => {
  it('lists lateness and early departures over 5 minutes and every pause, newest service first', async () => {
    const response = await fetchGaps(tokens.services, march);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 8, timeZone: 'Europe/Paris' });
    expect(body.data.map((g: { kind: string; minutes: number }) => [g.kind, g.minutes])).toEqual([
      ['pause', expect.any(Number)],
      ['late', 60],
      ['earlyLeave', 240],
      ['pause', 3],
      ['earlyLeave', 40],
      ['late', 17],
      ['pause', 20],
      ['pause', 45],
    ]);
    expect(body.data[5]).toMatchObject({
      id: `${body.data[5].serviceId}:late`,
      agent: { id: agentId },
      site: { id: siteId, name: 'Hall A' },
      plannedAt: '2026-03-02T07:00:00.000Z',
      realAt: '2026-03-02T07:17:00.000Z',
      realEndAt: null,
    });
    // A pause is not planned: it has its real start and end, and its length.
    expect(body.data[7]).toMatchObject({
      id: breakIds.lunch,
      serviceId: body.data[5].serviceId,
      plannedAt: null,
      realAt: '2026-03-02T11:00:00.000Z',
      realEndAt: '2026-03-02T11:45:00.000Z',
      minutes: 45,
    });
    // The circuit's running break counts up to now; its own late start is left to its children.
    expect(body.data[0]).toMatchObject({ id: breakIds.running, realEndAt: null, site: null, agent: { id: agentId } });
    expect(body.data[0].minutes).toBeGreaterThan(60 * 24);
    const ids = body.data.map((g: { id: string }) => g.id);
    expect(ids).not.toContain(breakIds.deleted);
    expect(ids).not.toContain(breakIds.foreign);
  });

  it('filters by kind, agent and site, and pages', async () => {
    const late = await fetchGaps(tokens.hours, { ...march, kinds: ['late'], limit: 1, page: 2 });
    expect(late.json()).toMatchObject({ total: 2, data: [{ kind: 'late', minutes: 17 }] });
    const pauses = await fetchGaps(tokens.hours, { ...march, kinds: ['pause'] });
    expect(pauses.json().data.map((g: { id: string }) => g.id)).toEqual([
      breakIds.running,
      breakIds.short,
      breakIds.coffee,
      breakIds.lunch,
    ]);
    const planned = await fetchGaps(tokens.hours, { ...march, kinds: ['late', 'earlyLeave'] });
    expect(planned.json().total).toBe(4);
    const onSite = await fetchGaps(tokens.hours, { ...march, kinds: ['pause'], siteIds: [siteId] });
    expect(onSite.json().total).toBe(3);
    const none = await fetchGaps(tokens.hours, { ...march, agentIds: [siteId] });
    expect(none.json()).toMatchObject({ total: 0, data: [] });
  });

  it('refuses an unknown kind with a French message', async () => {
    const response = await fetchGaps(tokens.hours, { ...march, kinds: ['coffee'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toBeDefined();
  });

  it('needs services.view or hours.view, and hides other agencies', async () => {
    const bare = await fetchGaps(tokens.bare, march);
    expect(bare.statusCode).toBe(403);
    expect(bare.json().message).toBe('Vous ne bénéficiez pas de l\'autorisation "Voir tous les services".');
    expect((await fetchGaps(tokens.agent, march)).statusCode).toBe(403);
    expect((await fetchGaps(tokens.otherOwner, march)).statusCode).toBe(404);
  });
});
