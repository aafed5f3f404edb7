import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkpoints, rounds } from '../../../db/schema/rounds.ts';
import { services } from '../../../db/schema/services.ts';
import { buildAgencyWithPeople, buildCustomer, buildMember, loginAs } from '../../../testing/factories.ts';
import { useServerClock } from '../../../testing/field-clock.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { PNG } from '../../../testing/upload-kit.ts';
import { buildSite } from '../../../testing/workforce-factories.ts';

// The phones' times are on fixed future days: they are in the past when they arrive.
useServerClock('2028-01-01T00:00:00Z');
const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
let h: Record<string, Record<string, string>>;
let points: string[];
let serviceId: string;
let executionId: string;
let eventId: string;
let siteId: string;

const at = (minute: number) => new Date(Date.UTC(2027, 1, 3, 20, minute)).toISOString();
const send = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/agency/${a.agency.id}/field/message`, headers: h.agent, payload: body });
const get = (who: string, path: string, agency = a.agency.id) =>
  t.app.inject({ method: 'GET', url: `/api/agency/${agency}${path}`, headers: h[who] });
const step = (type: string, round: Record<string, unknown>, minute: number) => ({
  uuid: randomUUID(),
  type,
  serviceId,
  deviceAt: at(minute),
  round: { executionId, ...round },
});
const incident = (event: Record<string, unknown>, minute = 7) => ({
  uuid: randomUUID(),
  type: 'event.create',
  serviceId,
  deviceAt: at(minute),
  event: { eventId: randomUUID(), typeKey: 'incident', description: 'Vitre brisée au poste de garde', ...event },
});
const PDF_FILE = `data:application/pdf;base64,${Buffer.from('%PDF-1.4 constat').toString('base64')}`;

beforeAll(async () => {
  const db = t.database.db;
  a = await buildAgencyWithPeople(db);
  b = await buildAgencyWithPeople(db);
  siteId = (await buildSite(db, a.agency.id, { name: 'Entrepôt Gennevilliers', customerId: a.customer.id })).id;
  const rows = await db
    .insert(checkpoints)
    .values(
      ['Poste de garde', 'Portail camions', 'Quais'].map((title) => ({
        agencyId: a.agency.id,
        siteId,
        title,
        color: '#1976d2',
      })),
    )
    .returning();
  points = rows.map((r) => r.id);
  const [round] = await db
    .insert(rounds)
    .values({
      agencyId: a.agency.id,
      siteId,
      slug: 'ronde-minutee',
      name: 'Ronde minutée',
      checkpointIds: points,
      expectedDelays: { [points[0]]: 2, [points[1]]: 10 },
    })
    .returning();
  const [service] = await db
    .insert(services)
    .values({
      agencyId: a.agency.id,
      reference: `RR-${randomUUID().slice(0, 8)}`,
      siteId,
      agentId: a.agent.membership.id,
      startAt: new Date(at(0)),
      endAt: new Date(at(180)),
      roundIds: [round.id],
    })
    .returning();
  serviceId = service.id;
  const otherCustomer = await buildCustomer(db, a.agency.id);
  const members = {
    colleague: await buildMember(db, a.agency.id, 'agent'),
    reader: await buildMember(db, a.agency.id, 'staff', { rights: ['services.view'] }),
    otherCustomer: await buildMember(db, a.agency.id, 'customer', { customerId: otherCustomer.id }),
  };
  const login = async (email: string | null) => (await loginAs(t.app, email)).headers;
  h = {
    agent: await login(a.agent.user.email),
    owner: await login(a.owner.user.email),
    staff: await login(a.staff.user.email),
    customer: await login(a.customerUser.user.email),
    reader: await login(members.reader.user.email),
    colleague: await login(members.colleague.user.email),
    otherCustomer: await login(members.otherCustomer.user.email),
    otherAgency: await login(b.owner.user.email),
  };
  expect((await send({ uuid: randomUUID(), type: 'service.start', serviceId, deviceAt: at(0) })).statusCode).toBe(200);
  executionId = randomUUID();
  const report = incident({
    roundExecutionId: executionId,
    checkpointId: points[0],
    attachments: [
      { dataUrl: `data:image/png;base64,${PNG.toString('base64')}` },
      { name: 'constat.pdf', dataUrl: PDF_FILE },
    ],
  });
  eventId = report.event.eventId;
  const walk = [
    step('round.start', { roundId: round.id }, 0),
    step('round.checkpoint', { checkpointId: points[0], method: 'qr' }, 6),
    report,
    step('round.checkpoint', { checkpointId: points[1], method: 'nfc' }, 8),
    step('round.end', {}, 12),
  ];
  for (const message of walk) {
    const res = await send(message);
    expect(res.statusCode, res.body).toBe(200);
  }
});

describe('the round report', () => {
  it('gives each checkpoint its expected time and gap, and the events logged during the round', async () => {
    const res = await get('owner', `/service-round/${executionId}`);
    expect(res.statusCode, res.body).toBe(200);
    const execution = res.json();
    expect(
      execution.checkpoints.map((c: { expectedAt: string | null; gapMinutes: number | null; missed: boolean }) => [
        c.expectedAt,
        c.gapMinutes,
        c.missed,
      ]),
    ).toEqual([
      [at(2), 4, false],
      [at(10), -2, false],
      [null, null, true],
    ]);
    expect(execution.serviceEvents).toHaveLength(1);
    expect(execution.serviceEvents[0]).toMatchObject({
      id: eventId,
      roundExecutionId: executionId,
      checkpointId: points[0],
      description: 'Vitre brisée au poste de garde',
    });
    expect(execution.serviceEvents[0].attachments.map((f: { contentType: string }) => f.contentType)).toEqual([
      'image/png',
      'application/pdf',
    ]);
  });

  it('refuses an event linked to a round execution of another service or a checkpoint not of its round', async () => {
    const stranger = await send(incident({ roundExecutionId: randomUUID() }));
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().message).toBe('Cette ronde est introuvable pour ce service');
    const offRound = await send(incident({ roundExecutionId: executionId, checkpointId: randomUUID() }));
    expect(offRound.statusCode).toBe(422);
    const orphan = await send(incident({ checkpointId: points[0] }));
    expect(orphan.statusCode).toBe(400);
    expect(JSON.stringify(orphan.json())).toContain('Le point de contrôle va avec la ronde en cours');
  });

  it('lets staff readers, the agent and the site’s customer download it; others get 403 or 404', async () => {
    for (const who of ['owner', 'reader', 'agent', 'customer']) {
      const res = await get(who, `/service-round/${executionId}/pdf`);
      expect(res.statusCode, who).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    const scoped = await get('customer', `/customer/${a.customer.id}/service-round/${executionId}/pdf`);
    expect(scoped.statusCode).toBe(200);
    expect((await get('staff', `/service-round/${executionId}/pdf`)).statusCode).toBe(403);
    for (const who of ['colleague', 'otherCustomer', 'otherAgency']) {
      expect((await get(who, `/service-round/${executionId}/pdf`)).statusCode, who).toBe(404);
    }
    expect((await get('otherAgency', `/service-round/${executionId}/pdf`, b.agency.id)).statusCode).toBe(404);
  });

  it('prints site, agent, expected and real times with the gap, the missed point, the events and their photos', async () => {
    const pdf = (await get('owner', `/service-round/${executionId}/pdf`)).rawPayload;
    const text = pdfText(pdf).join('\n');
    for (const expected of [
      'Site : Entrepôt Gennevilliers',
      'Prévu',
      'Réel',
      'Écart',
      '21:02',
      '21:06:00',
      '+4 min',
      '–2 min',
      'Manqué',
      'Événements pendant la ronde',
      'Incident (point « Poste de garde »)',
      'Vitre brisée au poste de garde',
      'Pièce jointe : constat.pdf',
      'Empreinte de la main courante : ',
      '(chaîne intègre)',
    ]) {
      expect(text).toContain(expected);
    }
    // The head printed is the site's chain head, which « Vérifier une empreinte » recognises.
    const printed = /(\d+) entrée\(s\), empreinte ([0-9a-f\s]{64,})/.exec(text);
    expect(printed).not.toBeNull();
    const head = { count: Number(printed?.[1]), hash: (printed?.[2] ?? '').replace(/\s/g, '').slice(0, 64) };
    expect(head.count).toBeGreaterThan(0);
    const check = await t.app.inject({
      method: 'POST',
      url: `/api/agency/${a.agency.id}/sites/${siteId}/events-chain/check`,
      headers: h.owner,
      payload: head,
    });
    expect(check.json()).toMatchObject({ unchanged: true, count: head.count });
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    const customer = pdfText((await get('customer', `/service-round/${executionId}/pdf`)).rawPayload).join('\n');
    expect(customer).toContain('Vitre brisée au poste de garde');
    // Staff who may read executions but not the main courante get the round without its events.
    const reader = (await get('reader', `/service-round/${executionId}/pdf`)).rawPayload;
    expect(pdfText(reader).join('\n')).toContain('Aucun événement signalé pendant la ronde.');
    expect(reader.toString('latin1')).not.toContain('/Subtype /Image');
  });
});
