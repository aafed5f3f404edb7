import { beforeAll, describe, expect, it } from 'vitest';
import { useServerClock } from '../../testing/field-clock.ts';
import { buildPortalHistory, type PortalHistory } from '../../testing/portal-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

// The phones' times are on fixed future days: they are in the past when they arrive.
useServerClock('2027-02-01T00:00:00Z');
const t = useTestApp();
let h: PortalHistory;

beforeAll(async () => {
  h = await buildPortalHistory(t);
}, 180_000);

const january = { period: { shortcut: 'custom', from: '2027-01-04', to: '2027-01-10' } };
const url = () => `${h.customerBase}/fetch/services`;

describe('POST {agency}/customer/{id}/fetch/services', () => {
  it('lists the services of the customer’s sites in start order, with real times, counts and the report', async () => {
    const response = await h.a.customerUser.api.post(url(), { filters: january });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.total).toBe(3);
    expect(page.period).toEqual({ from: '2027-01-04', to: '2027-01-10' });
    expect(page.data.map((s: { id: string }) => s.id)).toEqual([
      h.services.ended.id,
      h.services.running.id,
      h.services.planned.id,
    ]);
    expect(page.data[0]).toMatchObject({
      state: 'ended',
      realStartAt: '2027-01-05T19:04:00.000Z',
      realEndAt: '2027-01-05T23:02:00.000Z',
      site: { id: h.site.id, name: 'Siège du client' },
      agent: 'Karim B.',
      postTitle: 'Rondier de nuit',
      roundsDone: 1,
      eventsCount: 1,
      reportId: expect.any(String),
    });
    expect(page.data[1]).toMatchObject({ state: 'inProgress', realEndAt: null, roundsDone: 0, reportId: null });
    expect(page.data[2]).toMatchObject({ state: 'planned', realStartAt: null });
    // Nothing of the agent but « Karim B. », no checkpoint, no note meant for the agency.
    expect(Object.keys(page.data[0])).not.toContain('checkpointIds');
    expect(response.body).not.toContain('Benali');
    expect(response.body).not.toContain('Note interne');
    expect(response.body).not.toContain(h.karim.membership.id);
  });

  it('filters by state and site, pages, and reads a preset in the agency’s time zone', async () => {
    const ended = await h.a.customerUser.api.post(url(), { filters: { ...january, states: ['ended'] } });
    expect(ended.json().data.map((s: { id: string }) => s.id)).toEqual([h.services.ended.id]);
    const under = await h.a.customerUser.api.post(url(), {
      filters: { ...january, states: ['inProgress', 'planned'] },
    });
    expect(under.json().total).toBe(2);
    const other = await h.a.customerUser.api.post(url(), { filters: { ...january, siteIds: [h.otherSite.id] } });
    expect(other.json()).toMatchObject({ data: [], total: 0 });
    const paged = await h.a.customerUser.api.post(url(), {
      filters: january,
      limit: 2,
      page: 2,
      orderBy: { field: 'startAt', direction: 'desc' },
    });
    expect(paged.json().data.map((s: { id: string }) => s.id)).toEqual([h.services.ended.id]);
    const thisWeek = await h.a.customerUser.api.post(url(), {});
    expect(thisWeek.statusCode).toBe(200);
    expect(thisWeek.json().period.to > thisWeek.json().period.from).toBe(true);
  });

  it('is the customer’s own: another customer, an agent or another agency get 404', async () => {
    expect((await h.other.api.post(url(), { filters: january })).statusCode).toBe(404);
    const theirs = await h.other.api.post(`${h.a.base}/customer/${h.other.customer.id}/fetch/services`, {
      filters: january,
    });
    expect(theirs.json().data.map((s: { id: string }) => s.id)).toEqual([h.services.otherService.id]);
    expect((await h.a.agent.api.post(url(), {})).statusCode).toBe(404);
    expect((await h.b.customerUser.api.post(url(), {})).statusCode).toBe(404);
    expect((await h.b.owner.api.post(`${h.b.base}/customer/${h.a.customer.id}/fetch/services`, {})).statusCode).toBe(
      404,
    );
    // The customer scope is required: the agency path has no such list.
    expect((await h.a.customerUser.api.post(`${h.a.base}/fetch/services`, {})).statusCode).toBe(404);
  });

  it('lets the office read it with a planning right, as the customer sees it', async () => {
    const staff = await h.a.staff.api.post(url(), { filters: january });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data[0].agent).toBe('Karim B.');
  });

  it('refuses bad filters in French', async () => {
    const bad = await h.a.customerUser.api.post(url(), {
      filters: { states: ['lost'], siteIds: ['x'], period: { shortcut: 'custom' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Valeur invalide');
    expect(bad.body).toContain('Choisissez les dates de début et de fin de la période');
  });
});

describe('GET {agency}/customer/{id}/services/{id}/timeline', () => {
  const timeline = (id: string) => `${h.customerBase}/services/${id}/timeline`;

  it('shows the customer the start, the rounds walked, its main courante and the end, nothing else', async () => {
    const response = await h.a.customerUser.api.get(timeline(h.services.ended.id));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.service).toMatchObject({ site: 'Siège du client', agent: 'Karim B.' });
    expect(body.entries.map((e: { kind: string }) => e.kind)).toEqual([
      'service.start',
      'round.start',
      'round.end',
      'event.create',
      'event.message',
      'service.end',
    ]);
    expect(body.entries[1]).toMatchObject({ detail: 'Ronde de nuit', executionId: h.executionId });
    expect(body.entries[3].detail).toBe('Porte du quai 3 forcée');
    expect(body.entries[4].detail).toBe('Police prévenue, porte sécurisée.');
    expect(body.entries[5].detail).toBeNull();
    // No checkpoint, no pause, no end report, no last name.
    for (const hidden of ['Poste de garde', 'NFC-SECRET', 'RAS en fin de service', 'Benali', 'pause']) {
      expect(response.body).not.toContain(hidden);
    }
    // The office still reads the whole of it.
    const office = await h.a.owner.api.get(`${h.a.base}/services/${h.services.ended.id}/timeline`);
    expect(office.json().entries.length).toBeGreaterThan(body.entries.length);
  });

  it('is 404 for another customer’s service, another customer, and another agency', async () => {
    expect((await h.a.customerUser.api.get(timeline(h.services.otherService.id))).statusCode).toBe(404);
    expect(
      (await h.a.customerUser.api.get(`${h.a.base}/services/${h.services.otherService.id}/timeline`)).statusCode,
    ).toBe(404);
    expect((await h.other.api.get(timeline(h.services.ended.id))).statusCode).toBe(404);
    expect((await h.b.customerUser.api.get(timeline(h.services.ended.id))).statusCode).toBe(404);
    expect((await h.b.owner.api.get(`${h.b.base}/services/${h.services.ended.id}/timeline`)).statusCode).toBe(404);
  });
});
