import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceEventEntries, serviceEventMessages, serviceEvents } from '../../db/schema/events.ts';
import { serviceBreaks } from '../../db/schema/field.ts';
import { services } from '../../db/schema/services.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildEventWorld, eventMessage, JPEG_BYTES, PHOTO, startedService } from './event-testing.ts';

const t = useTestApp();
let w: Awaited<ReturnType<typeof buildEventWorld>>;
beforeAll(async () => {
  w = await buildEventWorld(t.app, t.database.db);
});

const send = (body: Record<string, unknown>, headers = w.agent) =>
  t.app.inject({ method: 'POST', url: `/api/agency/${w.a.agency.id}/field/message`, headers, payload: body });
const getEvent = (id: string, headers: Record<string, string>, agency = w.a.agency.id) =>
  t.app.inject({ method: 'GET', url: `/api/agency/${agency}/event/${id}`, headers });
const service = () => startedService(t.database.db, w.a.agency.id, w.a.agent.membership.id, w.site.id);

describe('the main courante through the field queue', () => {
  it('opens an incident with a photo once, whatever the retries, and timestamps it twice', async () => {
    const s = await service();
    const eventId = randomUUID();
    const create = eventMessage(s.id, 'event.create', {
      eventId,
      typeKey: 'incident',
      description: 'Vitre brisée au quai 3',
      attachments: [{ dataUrl: PHOTO }],
    });
    const first = await send(create);
    expect(first.statusCode, first.body).toBe(200);
    const again = await send(create);
    expect(again.json()).toEqual(first.json());
    expect(await t.database.db.select().from(serviceEvents).where(eq(serviceEvents.id, eventId))).toHaveLength(1);
    expect(
      await t.database.db.select().from(serviceEventEntries).where(eq(serviceEventEntries.eventId, eventId)),
    ).toHaveLength(1);

    const changed = await send({ ...create, event: { ...create.event, description: 'Autre chose' } });
    expect(changed.statusCode).toBe(422);

    const read = await getEvent(eventId, w.staff);
    expect(read.statusCode, read.body).toBe(200);
    const event = read.json();
    expect(event).toMatchObject({
      typeKey: 'incident',
      typeLabel: 'Incident',
      description: 'Vitre brisée au quai 3',
      site: { id: w.site.id, name: 'Entrepôt' },
      service: { id: s.id },
      createdAt: '2027-03-01T10:00:00.000Z',
      location: { latitude: 48.93, longitude: 2.3 },
    });
    expect(new Date(event.receivedAt).getTime()).toBeGreaterThan(Date.parse('2027-03-01T10:00:00Z') - 1e12);
    expect(event.attachments).toHaveLength(1);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/agency/${w.a.agency.id}/event/${eventId}/files/${event.attachments[0].fileId}`,
      headers: w.customer,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/jpeg');
    expect(file.rawPayload.equals(JPEG_BYTES)).toBe(true);
  });

  it('adds, edits and deletes messages, keeping every version for staff and nothing deleted for the customer', async () => {
    const s = await service();
    const eventId = randomUUID();
    expect(
      (await send(eventMessage(s.id, 'event.create', { eventId, typeKey: 'presence', description: 'Ronde' })))
        .statusCode,
    ).toBe(200);
    const messageId = randomUUID();
    const gone = randomUUID();
    for (const [type, event] of [
      ['event.message', { eventId, messageId, content: 'Porte ouverte' }],
      ['event.message', { eventId, messageId: gone, content: 'Erreur de saisie' }],
      ['event.message.edit', { eventId, messageId, content: 'Porte ouverte, refermée' }],
      ['event.message.delete', { eventId, messageId: gone }],
    ] as const) {
      const response = await send(eventMessage(s.id, type, event, '2027-03-02T10:05:00Z'));
      expect(response.statusCode, response.body).toBe(200);
    }
    const staff = (await getEvent(eventId, w.staff)).json();
    expect(staff.messages).toHaveLength(2);
    const [kept, deleted] = staff.messages;
    expect(kept).toMatchObject({
      content: 'Porte ouverte, refermée',
      editedAt: '2027-03-02T10:05:00.000Z',
      deletedAt: null,
    });
    expect(kept.history.map((v: { content: string }) => v.content)).toEqual(['Porte ouverte']);
    expect(deleted).toMatchObject({ content: 'Erreur de saisie', deletedAt: '2027-03-02T10:05:00.000Z' });

    const customer = (await getEvent(eventId, w.customer)).json();
    expect(customer.messages.map((m: { content: string }) => m.content)).toEqual(['Porte ouverte, refermée']);
    expect(customer.messages[0].history).toEqual([]);
    const agent = (await getEvent(eventId, w.agent)).json();
    expect(agent.messages[1]).toMatchObject({ content: null, mine: true });

    // A deleted message stays deleted; another's message or event is not the agent's to change.
    const twice = await send(eventMessage(s.id, 'event.message.delete', { eventId, messageId: gone }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Ce message a été supprimé');
    const colleagueService = await startedService(t.database.db, w.a.agency.id, await colleagueId(), w.site.id);
    const foreign = await send(
      eventMessage(colleagueService.id, 'event.message', { eventId, messageId: randomUUID(), content: 'Moi aussi' }),
      w.colleague,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Impossible de trouver la main courante');
  });

  it('refuses on a break, after the end, for an unknown type or a service without site, changing nothing', async () => {
    const s = await service();
    const create = () =>
      eventMessage(s.id, 'event.create', { eventId: randomUUID(), typeKey: 'incident', description: 'x' });
    await t.database.db.update(services).set({ status: 2 }).where(eq(services.id, s.id));
    await t.database.db
      .insert(serviceBreaks)
      .values({ id: randomUUID(), agencyId: w.a.agency.id, serviceId: s.id, statusBefore: 1, realStartAt: new Date() });
    const paused = await send(create());
    expect(paused.statusCode).toBe(409);
    expect(paused.json().message).toBe('Vous êtes en pause.');
    await t.database.db.update(services).set({ status: 3 }).where(eq(services.id, s.id));
    expect((await send(create())).json().message).toBe('Le service est terminé');

    const running = await service();
    const unknown = await send(
      eventMessage(running.id, 'event.create', { eventId: randomUUID(), typeKey: 'inconnu', description: 'x' }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe("Ce type de main courante n'existe pas : choisissez-en un autre");
    const siteless = await startedService(t.database.db, w.a.agency.id, w.a.agent.membership.id, null);
    const noSite = await send(
      eventMessage(siteless.id, 'event.create', { eventId: randomUUID(), typeKey: 'incident', description: 'x' }),
    );
    expect(noSite.statusCode).toBe(422);
    const missing = await send(
      eventMessage(running.id, 'event.message', { eventId: randomUUID(), messageId: randomUUID(), content: 'x' }),
    );
    expect(missing.statusCode).toBe(404);
    const bad = await send(
      eventMessage(running.id, 'event.message', { eventId: randomUUID(), messageId: randomUUID() }),
    );
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Écrivez un message ou joignez une photo');
    expect(await t.database.db.select().from(serviceEvents).where(eq(serviceEvents.serviceId, s.id))).toEqual([]);
    expect(
      await t.database.db.select().from(serviceEventMessages).where(eq(serviceEventMessages.agencyId, w.b.agency.id)),
    ).toEqual([]);
  });

  it('lines up entries sent at once by two phones on one site: one chain, no gap, no fork', async () => {
    const mine = await service();
    const theirs = await startedService(t.database.db, w.a.agency.id, await colleagueId(), w.site.id);
    const sends = [
      ...Array.from({ length: 5 }, (_, i) =>
        send(
          eventMessage(mine.id, 'event.create', { eventId: randomUUID(), typeKey: 'presence', description: `A${i}` }),
        ),
      ),
      ...Array.from({ length: 5 }, (_, i) =>
        send(
          eventMessage(theirs.id, 'event.create', { eventId: randomUUID(), typeKey: 'presence', description: `B${i}` }),
          w.colleague,
        ),
      ),
    ];
    expect((await Promise.all(sends)).map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const rows = await t.database.db
      .select()
      .from(serviceEventEntries)
      .where(eq(serviceEventEntries.siteId, w.site.id));
    const seqs = rows.map((row) => row.seq).sort((x, y) => x - y);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    expect(new Set(rows.map((row) => row.previousHash)).size).toBe(rows.length);
    const chain = await t.app.inject({
      method: 'GET',
      url: `/api/agency/${w.a.agency.id}/sites/${w.site.id}/events-chain`,
      headers: w.staff,
    });
    expect(chain.json()).toMatchObject({ intact: true, label: 'Intègre', count: rows.length });
  });

  it('hides an event from another agency, a colleague and staff without the right', async () => {
    const s = await service();
    const eventId = randomUUID();
    await send(eventMessage(s.id, 'event.create', { eventId, typeKey: 'incident', description: 'Alarme' }));
    expect((await getEvent(eventId, w.otherAgency, w.b.agency.id)).json().message).toBe(
      'Impossible de trouver la main courante',
    );
    expect((await getEvent(eventId, w.otherAgency)).statusCode).toBe(404);
    expect((await getEvent(eventId, w.colleague)).statusCode).toBe(404);
    expect((await getEvent(eventId, w.blindStaff)).statusCode).toBe(403);
  });
});

async function colleagueId(): Promise<string> {
  const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: w.colleague });
  const company = me.json().userCompanies.find((c: { agency: { id: string } }) => c.agency.id === w.a.agency.id);
  return company.id;
}
