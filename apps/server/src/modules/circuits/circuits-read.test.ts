import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/services.ts';
import { unavailabilities } from '../../db/schema/workforce.ts';
import { agencyWithCallers, caller, missingRight } from '../../testing/agent-kit.ts';
import { circuitBody, type SavedCircuit } from '../../testing/circuit-kit.ts';
import { buildMember, loginAs } from '../../testing/factories.ts';
import { buildPlannedAgent, line } from '../../testing/planning-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildAgencyType, buildSite } from '../../testing/workforce-factories.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let b: Awaited<ReturnType<typeof agencyWithCallers>>;
let north: string;
let centre: string;
let karim: string;
let lea: string;
const ids: Record<string, string> = {};
const january = { from: '2027-01-01T00:00:00+01:00', to: '2027-02-01T00:00:00+01:00' };

async function create(name: string, agentId: string | null, date: string, stops: Array<[string, string, string]>) {
  const response = await a.staff.api.post(
    `${a.base}/circuits`,
    circuitBody(agentId, stops, { name, date, confirmed: true }),
  );
  if (response.json().status !== 'saved') throw new Error(response.body);
  return (response.json().circuits[0] as SavedCircuit).id;
}

beforeAll(async () => {
  const db = t.database.db;
  a = await agencyWithCallers(t, ['circuits.create', 'circuits.edit', 'services.create']);
  b = await agencyWithCallers(t, ['circuits.create', 'circuits.edit']);
  north = (await buildSite(db, a.agency.id, { name: 'Entrepôt Nord' })).id;
  centre = (await buildSite(db, a.agency.id, { name: 'Magasin Centre' })).id;
  karim = (await buildPlannedAgent(db, a.agency.id, {}, { firstname: 'Karim', lastname: 'Benali' })).membership.id;
  lea = (await buildPlannedAgent(db, a.agency.id, {}, { firstname: 'Léa', lastname: 'Martin' })).membership.id;
  ids.morning = await create('Tournée matin', karim, '2027-01-05', [
    [north, '08:00', '10:00'],
    [centre, '10:30', '12:00'],
  ]);
  ids.evening = await create('Tournée soir', lea, '2027-01-06', [[centre, '18:00', '22:00']]);
  ids.open = await create('Tournée à pourvoir', null, '2027-01-07', [[north, '08:00', '12:00']]);
  ids.done = await create('Tournée passée', karim, '2027-01-03', [[north, '08:00', '12:00']]);
  await db.update(services).set({ status: 3 }).where(eq(services.id, ids.done));
  ids.february = await create('Tournée février', karim, '2027-02-10', [[north, '08:00', '12:00']]);
  // A static guard on the centre during the morning tour's stop there.
  await a.staff.api.post(`${a.base}/services/batch`, {
    services: [line(centre, null, '2027-01-05', '09:00', '17:00')],
  });
});

describe('circuit lists', () => {
  it('lists the circuits of a period by start, with their stops, filtered by agent or site, by pages', async () => {
    const all = await a.staff.api.post(`${a.base}/fetch/circuits`, {
      filters: { dateRange: { start: january.from, end: january.to } },
      limit: 25,
    });
    expect(all.statusCode).toBe(200);
    const names = (all.json().data as SavedCircuit[]).map((c) => c.name);
    expect(names).toEqual(['Tournée passée', 'Tournée matin', 'Tournée soir', 'Tournée à pourvoir']);
    expect(all.json().total).toBe(4);
    expect(all.json().data[1].stops.map((s: { site: { name: string } }) => s.site.name)).toEqual([
      'Entrepôt Nord',
      'Magasin Centre',
    ]);
    const byAgent = await a.staff.api.post(`${a.base}/fetch/circuits`, { filters: { agentIds: [lea] } });
    expect(byAgent.json().data.map((c: SavedCircuit) => c.name)).toEqual(['Tournée soir']);
    const bySite = await a.staff.api.post(`${a.base}/fetch/circuits`, {
      filters: { siteIds: [centre], state: 'planned' },
    });
    expect(bySite.json().data.map((c: SavedCircuit) => c.name)).toEqual(['Tournée matin', 'Tournée soir']);
    const page2 = await a.staff.api.post(`${a.base}/fetch/circuits`, { page: 2, limit: 2 });
    expect(page2.json()).toMatchObject({ total: 5 });
    expect(page2.json().data.map((c: SavedCircuit) => c.name)).toEqual(['Tournée soir', 'Tournée à pourvoir']);
  });

  it('counts the circuits of a period per state', async () => {
    const counts = await a.staff.api.post(`${a.base}/fetch/count-circuits`, january);
    expect(counts.json()).toEqual({ planned: 2, started: 0, ended: 1, unassigned: 1 });
  });

  it('gives the grids the circuits of a period with their stops', async () => {
    const planning = await a.staff.api.post(`${a.base}/fetch/circuits-planning`, { ...january, agentIds: [karim] });
    expect(planning.json().circuits.map((c: SavedCircuit) => [c.name, c.counts.stops])).toEqual([
      ['Tournée passée', 1],
      ['Tournée matin', 2],
    ]);
  });

  it('lists the other services on the circuit’s sites during its stops', async () => {
    const shared = await a.staff.api.get(`${a.base}/circuit/${ids.morning}/shared-services`);
    expect(shared.statusCode).toBe(200);
    const data = shared.json().data as Array<{ site: { name: string }; startAt: string; circuitId: string | null }>;
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ site: { name: 'Magasin Centre' }, startAt: '2027-01-05T08:00:00.000Z' });
    const none = await a.staff.api.get(`${a.base}/circuit/${ids.evening}/shared-services`);
    expect(none.json().data).toEqual([]);
  });

  it('lists the circuits whose agent now has planning issues', async () => {
    const before = await a.staff.api.post(`${a.base}/fetch/circuits-errors`, january);
    expect(before.json().data).toEqual([]);
    const type = await buildAgencyType(t.database.db, a.agency.id, 'unavailability', 'Maladie');
    await t.database.db.insert(unavailabilities).values({
      agencyId: a.agency.id,
      agentId: lea,
      typeId: type.id,
      startAt: new Date('2027-01-06T00:00:00+01:00'),
      endAt: new Date('2027-01-07T00:00:00+01:00'),
    });
    const after = await a.staff.api.post(`${a.base}/fetch/circuits-errors`, january);
    expect(after.json().data).toHaveLength(1);
    expect(after.json().data[0]).toMatchObject({
      circuit: { id: ids.evening },
      issues: [{ type: 'unavailable', agentName: 'Léa Martin', siteName: 'Tournée soir' }],
    });
  });
});

describe('the agent’s own services', () => {
  it('bring a tour with all its stops, a stop after the end of the asked period included', async () => {
    const tour = await create('Tournée du soir', a.agent.membership.id, '2027-03-02', [
      [north, '20:00', '21:00'],
      [centre, '21:00', '22:00'],
    ]);
    // The phone's start page asks for a day ahead: at 20:30 the day before, it ends during the first stop.
    const query = new URLSearchParams({ from: '2027-03-01T08:30:00+01:00', to: '2027-03-02T20:30:00+01:00' });
    const mine = await a.agent.api.get(`${a.base}/agent/${a.agent.membership.id}/services?${query}`);
    expect(mine.statusCode).toBe(200);
    const list = mine.json().services as Array<{ id: string; circuitId: string | null; startAt: string }>;
    expect(list.filter((s) => s.id === tour)).toHaveLength(1);
    expect(list.filter((s) => s.circuitId === tour).map((s) => s.startAt)).toEqual([
      '2027-03-02T19:00:00.000Z',
      '2027-03-02T20:00:00.000Z',
    ]);
  });
});

describe('circuits: tenancy and rights', () => {
  it('answers 404 for another agency’s circuit, site or agent', async () => {
    expect((await b.staff.api.get(`${b.base}/circuit/${ids.morning}`)).statusCode).toBe(404);
    expect((await b.staff.api.get(`${b.base}/circuit/${ids.morning}/shared-services`)).statusCode).toBe(404);
    expect((await b.staff.api.delete(`${b.base}/circuit/${ids.morning}`)).statusCode).toBe(404);
    const editForeign = await b.staff.api.post(
      `${b.base}/circuits`,
      circuitBody(null, [[(await buildSite(t.database.db, b.agency.id)).id, '08:00', '12:00']], { id: ids.morning }),
    );
    expect(editForeign.statusCode).toBe(404);
    const foreignSite = await b.staff.api.post(`${b.base}/circuits`, circuitBody(null, [[north, '08:00', '12:00']]));
    expect(foreignSite.statusCode).toBe(404);
    const siteB = (await buildSite(t.database.db, b.agency.id)).id;
    const foreignAgent = await b.staff.api.post(`${b.base}/circuits`, circuitBody(karim, [[siteB, '08:00', '12:00']]));
    expect(foreignAgent.statusCode).toBe(404);
    expect((await b.staff.api.post(`${b.base}/fetch/circuits`, {})).json().total).toBe(0);
  });

  it('answers 403 without the circuits rights', async () => {
    const planner = await buildMember(t.database.db, a.agency.id, 'staff', { rights: ['planning.sites'] });
    const api = caller(t.app, (await loginAs(t.app, planner.user.email)).token);
    const save = await api.post(`${a.base}/circuits`, circuitBody(null, [[north, '08:00', '12:00']]));
    expect(save.statusCode).toBe(403);
    expect((await api.delete(`${a.base}/circuit/${ids.open}`)).statusCode).toBe(403);
    // Planning staff read the circuits shown in their grids.
    expect((await api.get(`${a.base}/circuit/${ids.open}`)).statusCode).toBe(200);

    const creator = await buildMember(t.database.db, a.agency.id, 'staff', { rights: ['circuits.create'] });
    const creatorApi = caller(t.app, (await loginAs(t.app, creator.user.email)).token);
    const edit = await creatorApi.post(
      `${a.base}/circuits`,
      circuitBody(null, [[north, '08:00', '12:00']], { id: ids.open }),
    );
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(missingRight('Modifier les circuits'));

    const bare = await buildMember(t.database.db, a.agency.id, 'staff', { rights: ['agents.create'] });
    const bareApi = caller(t.app, (await loginAs(t.app, bare.user.email)).token);
    expect((await bareApi.post(`${a.base}/fetch/circuits`, {})).statusCode).toBe(403);
    expect((await a.agent.api.post(`${a.base}/fetch/count-circuits`, january)).statusCode).toBe(403);
  });
});
