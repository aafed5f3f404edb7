import { randomUUID } from 'node:crypto';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/services.ts';
import { buildAgencyWithPeople, buildMember, loginAs } from '../../testing/factories.ts';
import { useServerClock } from '../../testing/field-clock.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

// The phones' times are on fixed future days: they are in the past when they arrive.
useServerClock('2027-05-01T00:00:00Z');
const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
let north: { id: string; name: string };
let centre: { id: string; name: string };
let agentHeaders: Record<string, string>;

beforeAll(async () => {
  const db = t.database.db;
  a = await buildAgencyWithPeople(db);
  b = await buildAgencyWithPeople(db);
  north = await buildSite(db, a.agency.id, {
    name: 'Entrepôt Nord',
    address: { street: '12 rue des Docks', zipcode: '93200', city: 'Saint-Denis', country: 'France' },
  });
  centre = await buildSite(db, a.agency.id, { name: 'Magasin Centre' });
  agentHeaders = (await loginAs(t.app, a.agent.user.email)).headers;
});

let day = 1;
/** A circuit of the agent as the office plans it: a parent row and one child per site, each day its own. */
async function plannedCircuit(agentId = a.agent.membership.id, agencyId = a.agency.id, sites = [north, centre]) {
  const date = `2027-03-${String(day++).padStart(2, '0')}`;
  const at = (time: string) => new Date(`${date}T${time}:00Z`);
  const row = (values: Partial<typeof services.$inferInsert>) => ({
    agencyId,
    reference: `C-${randomUUID().slice(0, 8)}`,
    agentId,
    startAt: at('08:00'),
    endAt: at('12:00'),
    ...values,
  });
  const [parent] = await t.database.db
    .insert(services)
    .values(row({ isCircuit: true, postTitle: 'Tournée des entrepôts' }))
    .returning();
  // Stored out of order: the read gives the visiting order (by start time).
  const children = await t.database.db
    .insert(services)
    .values(
      [...sites]
        .map((site, i) =>
          row({ circuitId: parent.id, siteId: site.id, startAt: at(`${8 + 2 * i}:00`.padStart(5, '0')) }),
        )
        .reverse(),
    )
    .returning();
  const stops = children.sort((x, y) => x.startAt.getTime() - y.startAt.getTime()).map((c) => c.id);
  return { id: parent.id, stops };
}

const read = (id: string, headers = agentHeaders, agency = a.agency.id, agentId = a.agent.membership.id) =>
  t.app.inject({ method: 'GET', url: `/api/agency/${agency}/agent/${agentId}/field/circuit/${id}`, headers });

const send = (serviceId: string, type: string, deviceAt: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/agency/${a.agency.id}/agent/${a.agent.membership.id}/field/message`,
    headers: agentHeaders,
    payload: { uuid: randomUUID(), type, serviceId, deviceAt },
  });

describe('GET {agency}/agent/{id}/field/circuit/{id}', () => {
  it('gives the agent their circuit with its stops in visiting order, sites and addresses', async () => {
    const circuit = await plannedCircuit();
    const response = await read(circuit.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: circuit.id,
      name: 'Tournée des entrepôts',
      status: ServiceStatus.Planned,
      realStartAt: null,
    });
    expect(body.stops.map((s: { id: string }) => s.id)).toEqual(circuit.stops);
    expect(body.stops[0]).toMatchObject({
      status: ServiceStatus.Planned,
      site: { id: north.id, name: 'Entrepôt Nord', address: '12 rue des Docks, 93200 Saint-Denis' },
      startAt: expect.stringMatching(/T08:00:00/),
    });
    expect(body.stops[1].site).toMatchObject({ name: 'Magasin Centre', address: '75008 Paris' });
  });

  it('answers 404 « Service introuvable » for another agent’s circuit, a plain service, or another agency’s; the office may not read it', async () => {
    const colleague = await buildMember(t.database.db, a.agency.id, 'agent');
    const theirs = await plannedCircuit(colleague.membership.id);
    const mine = await plannedCircuit();
    const elsewhere = await plannedCircuit(b.agent.membership.id, b.agency.id, [
      await buildSite(t.database.db, b.agency.id),
    ]);
    const otherAgency = (await loginAs(t.app, b.agent.user.email)).headers;
    for (const [id, headers, agency, agentId] of [
      [theirs.id, agentHeaders, a.agency.id, a.agent.membership.id],
      // A stop is not a circuit.
      [mine.stops[0], agentHeaders, a.agency.id, a.agent.membership.id],
      [randomUUID(), agentHeaders, a.agency.id, a.agent.membership.id],
      [mine.id, otherAgency, b.agency.id, b.agent.membership.id],
      [elsewhere.id, agentHeaders, a.agency.id, a.agent.membership.id],
    ] as const) {
      const response = await read(id, headers, agency, agentId);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe('Service introuvable');
    }
    // The office follows in its own screens: staff lack the role (403, as for the field's messages), and the
    // owner, who passes every role check, is no agent: 404.
    const officeRead = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/agency/${a.agency.id}/field/circuit/${mine.id}`, headers });
    expect((await officeRead((await loginAs(t.app, a.staff.user.email)).headers)).statusCode).toBe(403);
    expect((await officeRead((await loginAs(t.app, a.owner.user.email)).headers)).statusCode).toBe(404);
    // This agent's token on another agency's path: not a member there, 404.
    expect((await read(mine.id, agentHeaders, b.agency.id)).statusCode).toBe(404);
    expect((await read('pas-un-uuid')).statusCode).toBe(400);
  });
});

describe('a circuit on the ground through field messages', () => {
  it('walks a tour: start, arrive and leave each site, end; the read shows the real times', async () => {
    const circuit = await plannedCircuit();
    const steps: Array<[string, string, string]> = [
      [circuit.id, 'service.start', '2027-03-20T07:55:00Z'],
      [circuit.stops[0], 'service.start', '2027-03-20T08:02:00Z'],
      [circuit.stops[0], 'service.end', '2027-03-20T09:58:00Z'],
      [circuit.stops[1], 'service.start', '2027-03-20T10:05:00Z'],
      [circuit.stops[1], 'service.end', '2027-03-20T11:50:00Z'],
      [circuit.id, 'service.end', '2027-03-20T12:00:00Z'],
    ];
    for (const [id, type, at] of steps) {
      const response = await send(id, type, at);
      expect(response.statusCode, `${type} ${id}`).toBe(200);
    }
    const body = (await read(circuit.id)).json();
    expect(body).toMatchObject({
      status: ServiceStatus.Ended,
      realStartAt: '2027-03-20T07:55:00.000Z',
      realEndAt: '2027-03-20T12:00:00.000Z',
    });
    expect(body.stops).toMatchObject([
      { status: ServiceStatus.Ended, realStartAt: '2027-03-20T08:02:00.000Z', realEndAt: '2027-03-20T09:58:00.000Z' },
      { status: ServiceStatus.Ended, realStartAt: '2027-03-20T10:05:00.000Z', realEndAt: '2027-03-20T11:50:00.000Z' },
    ]);
  });

  it('refuses an arrival before the tour starts, a second site at once, and the end of the tour while on a site', async () => {
    const circuit = await plannedCircuit();
    const early = await send(circuit.stops[0], 'service.start', '2027-03-21T08:00:00Z');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      message: "La tournée n'est pas commencée",
      details: { refusal: 'circuitNotStarted' },
    });
    expect((await send(circuit.id, 'service.start', '2027-03-21T08:01:00Z')).statusCode).toBe(200);
    expect((await send(circuit.stops[0], 'service.start', '2027-03-21T08:02:00Z')).statusCode).toBe(200);
    const twoSites = await send(circuit.stops[1], 'service.start', '2027-03-21T08:03:00Z');
    expect(twoSites.statusCode).toBe(409);
    expect(twoSites.json().message).toBe('Un service est actif');
    const endTooSoon = await send(circuit.id, 'service.end', '2027-03-21T09:00:00Z');
    expect(endTooSoon.statusCode).toBe(409);
    expect(endTooSoon.json()).toMatchObject({
      message: 'Quittez le site en cours avant de terminer la tournée',
      details: { refusal: 'siteUnderWay' },
    });
    // Nothing changed by the refusals.
    const [parent] = await t.database.db.select().from(services).where(eq(services.id, circuit.id));
    expect(parent.status).toBe(ServiceStatus.Started);
    const [second] = await t.database.db.select().from(services).where(eq(services.id, circuit.stops[1]));
    expect(second.status).toBe(ServiceStatus.Planned);
    // Having left the site, the tour may end; the site not visited stays planned.
    expect((await send(circuit.stops[0], 'service.end', '2027-03-21T09:30:00Z')).statusCode).toBe(200);
    expect((await send(circuit.id, 'service.end', '2027-03-21T09:40:00Z')).statusCode).toBe(200);
    const late = await send(circuit.stops[1], 'service.start', '2027-03-21T10:00:00Z');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('La tournée est terminée');
  });

  it('refuses to start a tour while the agent runs another service', async () => {
    const solo = await buildMember(t.database.db, a.agency.id, 'agent');
    const headers = (await loginAs(t.app, solo.user.email)).headers;
    const circuit = await plannedCircuit(solo.membership.id);
    const [single] = await t.database.db
      .insert(services)
      .values({
        agencyId: a.agency.id,
        reference: `S-${randomUUID().slice(0, 8)}`,
        siteId: north.id,
        agentId: solo.membership.id,
        startAt: new Date('2027-04-01T08:00:00Z'),
        endAt: new Date('2027-04-01T16:00:00Z'),
        status: ServiceStatus.Started,
      })
      .returning();
    const url = `/api/agency/${a.agency.id}/field/message`;
    const message = (serviceId: string, type: string) => ({
      uuid: randomUUID(),
      type,
      serviceId,
      deviceAt: '2027-04-01T09:00:00Z',
    });
    const refused = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: message(circuit.id, 'service.start'),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'Un service est actif', details: { refusal: 'active' } });
    await t.database.db.update(services).set({ status: ServiceStatus.Ended }).where(eq(services.id, single.id));
    const started = await t.app.inject({ method: 'POST', url, headers, payload: message(circuit.id, 'service.start') });
    expect(started.statusCode).toBe(200);
  });

  it('refuses an arrival while the tour is on a break', async () => {
    const circuit = await plannedCircuit();
    await send(circuit.id, 'service.start', '2027-03-22T08:00:00Z');
    await send(circuit.id, 'break.start', '2027-03-22T08:10:00Z');
    const arrival = await send(circuit.stops[0], 'service.start', '2027-03-22T08:15:00Z');
    expect(arrival.statusCode).toBe(409);
    expect(arrival.json().message).toBe('Vous êtes en pause.');
    await send(circuit.id, 'break.end', '2027-03-22T08:20:00Z');
    expect((await send(circuit.stops[0], 'service.start', '2027-03-22T08:25:00Z')).statusCode).toBe(200);
  });
});
