import { randomUUID } from 'node:crypto';
import { sha256Hex } from '@securite/domain/events/sha256';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceEventEntries } from '../../db/schema/events.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { sha256 } from './event-chain-store.ts';
import { buildEventWorld, eventMessage, startedService } from './event-testing.ts';
import { eventsTopic } from './publish-event-change.ts';

const t = useTestApp();
let w: Awaited<ReturnType<typeof buildEventWorld>>;
const ids: Record<string, string> = {};

const api = (method: 'GET' | 'POST' | 'DELETE', path: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/agency/${w.a.agency.id}${path}`, headers, payload });
const field = (body: object) => api('POST', '/field/message', w.agent, body);

beforeAll(async () => {
  w = await buildEventWorld(t.app, t.database.db);
  const db = t.database.db;
  const onSite = await startedService(db, w.a.agency.id, w.a.agent.membership.id, w.site.id);
  const elsewhere = await startedService(db, w.a.agency.id, w.a.agent.membership.id, w.otherSite.id);
  const open = async (serviceId: string, typeKey: string, deviceAt: string) => {
    const eventId = randomUUID();
    const response = await field(
      eventMessage(serviceId, 'event.create', { eventId, typeKey, description: typeKey }, deviceAt),
    );
    expect(response.statusCode, response.body).toBe(200);
    return eventId;
  };
  ids.incident = await open(onSite.id, 'incident', '2027-03-01T10:00:00Z');
  ids.presence = await open(onSite.id, 'presence', '2027-03-01T22:30:00Z'); // 23:30 in Paris: still 1 March
  ids.delivery = await open(elsewhere.id, 'delivery', '2027-03-02T09:00:00Z');
  for (const [content, deviceAt] of [
    ['Police prévenue', '2027-03-01T10:10:00Z'],
    ['Vitre remplacée', '2027-03-01T11:00:00Z'],
  ]) {
    const sent = await field(
      eventMessage(onSite.id, 'event.message', { eventId: ids.incident, messageId: randomUUID(), content }, deviceAt),
    );
    expect(sent.statusCode).toBe(200);
  }
});

describe('all events (fetch/allEvents)', () => {
  it('filters by days, sites, types and agent, with the count per day and the sites', async () => {
    const all = await api('POST', '/fetch/allEvents', w.staff, {});
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, filtered: 3 });
    expect(all.json().data.map((e: { id: string }) => e.id)).toEqual([ids.delivery, ids.presence, ids.incident]);
    expect(all.json().graph).toEqual([
      { day: '2027-03-01', count: 2 },
      { day: '2027-03-02', count: 1 },
    ]);
    expect(all.json().sites.map((s: { name: string }) => s.name)).toEqual(['Bureaux', 'Entrepôt']);
    expect(all.json().types.map((s: { label: string }) => s.label)).toContain('Incident');

    const day = await api('POST', '/fetch/allEvents', w.staff, { filters: { from: '2027-03-01', to: '2027-03-01' } });
    expect(day.json()).toMatchObject({ total: 3, filtered: 2 });
    const typed = await api('POST', '/fetch/allEvents', w.staff, {
      filters: { typeKeys: ['incident'], siteIds: [w.site.id] },
    });
    expect(typed.json().data.map((e: { id: string }) => e.id)).toEqual([ids.incident]);
    expect(typed.json().data[0].messages.map((m: { content: string }) => m.content)).toEqual([
      'Police prévenue',
      'Vitre remplacée',
    ]);
    const agent = await api('POST', '/fetch/allEvents', w.staff, { filters: { agentId: randomUUID() } });
    expect(agent.json().filtered).toBe(0);
    const paged = await api('POST', '/fetch/allEvents', w.staff, { page: 2, limit: 2 });
    expect(paged.json().data.map((e: { id: string }) => e.id)).toEqual([ids.incident]);
  });

  it('refuses staff without events.view, agents and bad filters; a customer gets its sites only, another agency none', async () => {
    expect((await api('POST', '/fetch/allEvents', w.blindStaff, {})).statusCode).toBe(403);
    expect((await api('POST', '/fetch/allEvents', w.agent, {})).statusCode).toBe(403);
    const customer = await api('POST', '/fetch/allEvents', w.customer, {});
    expect(customer.json()).toMatchObject({ total: 2, filtered: 2, sites: [{ name: 'Entrepôt' }] });
    const bad = await api('POST', '/fetch/allEvents', w.staff, { filters: { from: '2027-13-45' } });
    expect(bad.statusCode).toBe(400);
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/agency/${w.b.agency.id}/fetch/allEvents`,
      headers: w.otherAgency,
      payload: {},
    });
    expect(other.json()).toMatchObject({ total: 0, data: [] });
  });
});

describe("a site's main courante (sites-service-events)", () => {
  it('shows the site to staff and to its customer, not another site of the agency to the customer', async () => {
    const staff = await api('POST', '/sites-service-events', w.staff, { siteId: w.site.id });
    expect(staff.json().total).toBe(2);
    const customer = await api('POST', `/customer/${w.a.customer.id}/sites-service-events`, w.customer, {
      siteId: w.site.id,
    });
    expect(customer.statusCode, customer.body).toBe(200);
    expect(customer.json().data.map((e: { id: string }) => e.id)).toEqual([ids.presence, ids.incident]);
    const notTheirs = await api('POST', `/customer/${w.a.customer.id}/sites-service-events`, w.customer, {
      siteId: w.otherSite.id,
    });
    expect(notTheirs.statusCode).toBe(404);
    expect((await api('GET', `/event/${ids.delivery}`, w.customer)).statusCode).toBe(404);
  });
});

describe('staff writes', () => {
  it('adds a message once per uuid, refuses another text under it, and deletes an event softly', async () => {
    const message = { uuid: randomUUID(), content: 'Client prévenu par téléphone' };
    const first = await api('POST', '/event', w.staff, { id: ids.delivery, message });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().messages.at(-1)).toMatchObject({ content: 'Client prévenu par téléphone', mine: true });
    const again = await api('POST', '/event', w.staff, { id: ids.delivery, message });
    expect(again.json()).toEqual(first.json());
    const other = await api('POST', '/event', w.staff, { id: ids.delivery, message: { ...message, content: 'Autre' } });
    expect(other.statusCode).toBe(422);
    expect((await api('POST', '/event', w.blindStaff, { id: ids.delivery, message })).statusCode).toBe(403);
    const empty = await api('POST', '/event', w.staff, {
      id: ids.delivery,
      message: { uuid: randomUUID(), content: ' ' },
    });
    expect(empty.statusCode).toBe(400);

    expect((await api('DELETE', `/event/${ids.delivery}`, w.staff)).statusCode).toBe(204);
    expect((await api('DELETE', `/event/${ids.delivery}`, w.staff)).statusCode).toBe(204);
    expect((await api('GET', `/event/${ids.delivery}`, w.staff)).json().deletedAt).not.toBeNull();
    const gone = await api('GET', `/event/${ids.delivery}`, w.agent);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Impossible de trouver la main courante');
    expect((await api('DELETE', `/event/${randomUUID()}`, w.staff)).statusCode).toBe(404);
  });

  it('tells the agency stream when an event changes', async () => {
    const heard: unknown[] = [];
    const stop = t.app.ctx.realtime.subscribe(eventsTopic(w.a.agency.id), (event) => heard.push(event));
    await t.app.ctx.realtime.ready();
    await api('POST', '/event', w.staff, { id: ids.incident, message: { uuid: randomUUID(), content: 'Vu' } });
    await expect.poll(() => heard.length).toBeGreaterThan(0);
    expect(heard[0]).toMatchObject({ type: 'event.changed', data: { eventId: ids.incident, siteId: w.site.id } });
    stop();
  });
});

describe("the site's chain (events-chain)", () => {
  const chain = (siteId = w.site.id, headers = w.staff) => api('GET', `/sites/${siteId}/events-chain`, headers);

  it('hashes as the domain does', () => {
    expect(sha256('Intègre 🚨')).toBe(sha256Hex('Intègre 🚨'));
  });

  it('reads « Intègre », then says where a row altered or removed in the database breaks it', async () => {
    const intact = await chain();
    expect(intact.statusCode, intact.body).toBe(200);
    expect(intact.json()).toMatchObject({ intact: true, label: 'Intègre', position: null });
    expect(intact.json().count).toBeGreaterThanOrEqual(4);
    expect((await chain(w.otherSite.id)).json()).toMatchObject({ intact: true, label: 'Intègre' });

    const db = t.database.db;
    const [second] = await db
      .select()
      .from(serviceEventEntries)
      .where(and(eq(serviceEventEntries.siteId, w.site.id), eq(serviceEventEntries.seq, 3)));
    await db
      .update(serviceEventEntries)
      .set({ content: 'Rien à signaler' })
      .where(eq(serviceEventEntries.id, second.id));
    expect((await chain()).json()).toMatchObject({
      intact: false,
      label: "Rompue à l'entrée 3 (une entrée a été modifiée après son enregistrement)",
      position: 2,
      entryId: second.id,
      eventId: ids.incident,
      reason: 'altered',
    });
    await db.update(serviceEventEntries).set({ content: second.content }).where(eq(serviceEventEntries.id, second.id));
    expect((await chain()).json().intact).toBe(true);

    await db.delete(serviceEventEntries).where(eq(serviceEventEntries.id, second.id));
    expect((await chain()).json()).toMatchObject({
      intact: false,
      label: "Rompue à l'entrée 3 (une entrée a été retirée) et 1 autre écart",
      position: 2,
      reason: 'removed',
    });
  });

  it('is for staff with events.view, in their agency', async () => {
    expect((await chain(w.site.id, w.blindStaff)).statusCode).toBe(403);
    expect((await chain(w.site.id, w.customer)).statusCode).toBe(403);
    expect((await chain(randomUUID())).statusCode).toBe(404);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/agency/${w.b.agency.id}/sites/${w.site.id}/events-chain`,
      headers: w.otherAgency,
    });
    expect(other.statusCode).toBe(404);
  });
});
