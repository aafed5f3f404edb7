import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { alarms } from '../../db/schema/alarms.ts';
import { checkpoints, rounds } from '../../db/schema/rounds.ts';
import { services } from '../../db/schema/services.ts';
import { buildAgencyWithPeople, buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
let h: Record<string, Record<string, string>>;
let serviceId: string;
let executionId: string;
let points: string[];

const at = (minute: number) => new Date(Date.UTC(2027, 2, 3, 20, minute)).toISOString();
const send = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/agency/${a.agency.id}/field/message`, headers: h.agent, payload: body });
const message = (type: string, minute: number, extra: Record<string, unknown> = {}) => ({
  uuid: randomUUID(),
  type,
  serviceId,
  deviceAt: at(minute),
  ...extra,
});
const timeline = (headers: Record<string, string>, id = serviceId, prefix = `/api/agency/${a.agency.id}`) =>
  t.app.inject({ method: 'GET', url: `${prefix}/services/${id}/timeline`, headers });

beforeAll(async () => {
  const db = t.database.db;
  a = await buildAgencyWithPeople(db);
  b = await buildAgencyWithPeople(db);
  const siteId = (await buildSite(db, a.agency.id, { name: 'Entrepôt de Gennevilliers' })).id;
  const rows = await db
    .insert(checkpoints)
    .values(
      ['Poste de garde', 'Quais'].map((title, i) => ({
        agencyId: a.agency.id,
        siteId,
        title,
        color: '#1976d2',
        badge: `TL-${i}`,
      })),
    )
    .returning();
  points = rows.map((r) => r.id);
  const [round] = await db
    .insert(rounds)
    .values({ agencyId: a.agency.id, siteId, slug: randomUUID(), name: 'Ronde de nuit', checkpointIds: points })
    .returning();
  const [service] = await db
    .insert(services)
    .values({
      agencyId: a.agency.id,
      reference: 'TL-0001',
      siteId,
      agentId: a.agent.membership.id,
      startAt: new Date(at(0)),
      endAt: new Date(at(59)),
      roundIds: [round.id],
    })
    .returning();
  serviceId = service.id;
  const colleague = await buildMember(db, a.agency.id, 'agent');
  const reader = await buildMember(db, a.agency.id, 'staff', { rights: ['planning.sites'] });
  const login = async (email: string | null) => (await loginAs(t.app, email)).headers;
  h = {
    agent: await login(a.agent.user.email),
    colleague: await login(colleague.user.email),
    staff: await login(a.staff.user.email),
    reader: await login(reader.user.email),
    owner: await login(a.owner.user.email),
    customer: await login(a.customerUser.user.email),
    otherOwner: await login(b.owner.user.email),
  };
  executionId = randomUUID();
  // Sent in the order a phone drains its queue: every one of them must be applied.
  const steps = [
    message('service.start', 0),
    message('round.start', 5, { round: { executionId, roundId: round.id } }),
    message('round.checkpoint', 6, { round: { executionId, checkpointId: points[0], method: 'qr' } }),
    message('round.skip', 7, { round: { executionId, checkpointId: points[1], reason: 'Accès fermé' } }),
    message('round.observation', 8, { round: { executionId, text: 'Porte du quai 3 ouverte' } }),
    message('round.end', 9, { round: { executionId } }),
    message('break.start', 10),
    message('break.end', 20),
    message('event.create', 25, { event: { eventId: randomUUID(), typeKey: 'incident', description: 'Vitre brisée' } }),
    message('service.end', 50, { end: { report: 'RAS en fin de service' } }),
  ];
  for (const step of steps) expect((await send(step)).statusCode).toBe(200);
  await db.insert(alarms).values({
    id: randomUUID(),
    agencyId: a.agency.id,
    agentId: a.agent.membership.id,
    serviceId,
    kind: 'deadman',
    triggerId: randomUUID(),
    raisedAt: new Date(at(30)),
    acknowledgedAt: new Date(at(32)),
  });
});

describe('GET {agency}/services/{id}/timeline', () => {
  it('lists what happened in device-time order, with device and receipt times and French labels', async () => {
    const res = await timeline(h.owner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.service).toMatchObject({ id: serviceId, reference: 'TL-0001', site: 'Entrepôt de Gennevilliers' });
    expect(body.entries.map((e: { kind: string }) => e.kind)).toEqual([
      'service.start',
      'round.start',
      'round.checkpoint',
      'round.skip',
      'round.observation',
      'round.end',
      'break.start',
      'break.end',
      'event.create',
      'alarm.raised',
      'alarm.acknowledged',
      'service.end',
    ]);
    const byKind = Object.fromEntries(body.entries.map((e: { kind: string }) => [e.kind, e]));
    expect(byKind['service.start']).toMatchObject({ label: 'Début du service', deviceAt: at(0) });
    expect(Date.parse(byKind['service.start'].receivedAt)).not.toBeNaN();
    expect(byKind['round.start']).toMatchObject({ detail: 'Ronde de nuit', executionId });
    expect(byKind['round.checkpoint'].detail).toBe('Poste de garde — validation QR code');
    expect(byKind['round.skip'].detail).toBe('Quais — Accès fermé');
    expect(byKind['round.observation'].detail).toBe('Porte du quai 3 ouverte');
    expect(byKind['event.create'].detail).toBe('Vitre brisée');
    expect(byKind['alarm.raised']).toMatchObject({ detail: 'Téléphone silencieux', deviceAt: at(30) });
    expect(byKind['alarm.acknowledged'].receivedAt).toBeNull();
    expect(byKind['service.end']).toMatchObject({ label: 'Fin du service', detail: 'RAS en fin de service' });
  });

  it('lets the agent of the service read it (bare and agent paths), not a colleague', async () => {
    expect((await timeline(h.agent)).statusCode).toBe(200);
    const scoped = await timeline(h.agent, serviceId, `/api/agency/${a.agency.id}/agent/${a.agent.membership.id}`);
    expect(scoped.statusCode).toBe(200);
    expect((await timeline(h.colleague)).statusCode).toBe(404);
  });

  it('asks staff for a planning or services right; a customer reads only its own sites’ services', async () => {
    expect((await timeline(h.reader)).statusCode).toBe(200);
    const noRight = await timeline(h.staff);
    expect(noRight.statusCode).toBe(403);
    expect(noRight.json().message).toEqual(expect.any(String));
    // The site has no customer: a customer user learns nothing of it.
    expect((await timeline(h.customer)).statusCode).toBe(404);
  });

  it('answers 404 for another agency’s service, an unknown one, and 400 for a malformed id', async () => {
    expect((await timeline(h.otherOwner, serviceId, `/api/agency/${b.agency.id}`)).statusCode).toBe(404);
    const other = await timeline(h.otherOwner);
    expect([403, 404]).toContain(other.statusCode);
    const unknown = await timeline(h.owner, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Service introuvable');
    expect((await timeline(h.owner, 'pas-un-uuid')).statusCode).toBe(400);
  });
});
