import { beforeAll, describe, expect, it } from 'vitest';
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

beforeAll(async () => {
  const db = t.database.db;
  const a = await buildAgencyWithPeople(db, ['services.view']);
  const b = await buildAgencyWithPeople(db, ['services.view']);
  const hoursStaff = await buildMember(db, a.agency.id, 'staff', { rights: ['hours.view'] });
  const bare = await buildMember(db, a.agency.id, 'staff');
  agentId = a.agent.membership.id;
  siteId = (await buildSite(db, a.agency.id, { name: 'Hall A' })).id;
  const service = (day: string, real: [string, string] | null, extra = {}) =>
    insertService(db, a.agency.id, {
      siteId,
      agentId,
      startAt: paris(day, '08:00'),
      endAt: paris(day, '16:00'),
      realStartAt: real ? paris(day, real[0]) : null,
      realEndAt: real ? paris(day, real[1]) : null,
      ...extra,
    });
  await service('2026-03-02', ['08:17', '16:00']); // 17 min late
  await service('2026-03-03', ['08:05', '15:20']); // 5 min is tolerated; left 40 min early
  await service('2026-03-04', ['07:50', '16:30']); // early start, late end: no gap
  await service('2026-03-05', ['09:00', '12:00']); // both
  await service('2026-03-06', null); // not started: no gap
  await service('2026-03-09', ['10:00', '11:00'], { deletedAt: new Date() }); // deleted
  await service('2026-04-01', ['10:00', '16:00']); // outside the period
  const foreignSite = await buildSite(db, b.agency.id);
  await insertService(db, b.agency.id, {
    siteId: foreignSite.id,
    startAt: paris('2026-03-02', '08:00'),
    endAt: paris('2026-03-02', '16:00'),
    realStartAt: paris('2026-03-02', '09:00'),
  });
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
  it('lists lateness and early departures over 5 minutes, newest first, and says pauses are not tracked yet', async () => {
    const response = await fetchGaps(tokens.services, march);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 4, pausesTracked: false, timeZone: 'Europe/Paris' });
    expect(body.data.map((g: { kind: string; minutes: number }) => [g.kind, g.minutes])).toEqual([
      ['late', 60],
      ['earlyLeave', 240],
      ['earlyLeave', 40],
      ['late', 17],
    ]);
    expect(body.data[3]).toMatchObject({
      agent: { id: agentId },
      site: { id: siteId, name: 'Hall A' },
      plannedAt: '2026-03-02T07:00:00.000Z',
      realAt: '2026-03-02T07:17:00.000Z',
    });
  });

  it('filters by kind and pages', async () => {
    const late = await fetchGaps(tokens.hours, { ...march, kinds: ['late'], limit: 1, page: 2 });
    expect(late.json()).toMatchObject({ total: 2, data: [{ kind: 'late', minutes: 17 }] });
    const none = await fetchGaps(tokens.hours, { ...march, agentIds: [siteId] });
    expect(none.json()).toMatchObject({ total: 0, data: [] });
  });

  it('needs services.view or hours.view, and hides other agencies', async () => {
    const bare = await fetchGaps(tokens.bare, march);
    expect(bare.statusCode).toBe(403);
    expect(bare.json().message).toBe('Vous ne bénéficiez pas de l\'autorisation "Voir tous les services".');
    expect((await fetchGaps(tokens.agent, march)).statusCode).toBe(403);
    expect((await fetchGaps(tokens.otherOwner, march)).statusCode).toBe(404);
  });
});
