import { beforeAll, describe, expect, it } from 'vitest';
import { buildAgencyWithPeople, buildUser, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let adminToken: string;
let supportToken: string;
let ownerToken: string;
let agentToken: string;
let people: Awaited<ReturnType<typeof buildAgencyWithPeople>>;

beforeAll(async () => {
  adminToken = (await loginAs(t.app, (await buildUser(t.database.db, { isAdmin: true })).email)).token;
  supportToken = (await loginAs(t.app, (await buildUser(t.database.db, { isSupport: true })).email)).token;
  people = await buildAgencyWithPeople(t.database.db);
  ownerToken = (await loginAs(t.app, people.owner.user.email)).token;
  agentToken = (await loginAs(t.app, people.agent.user.email)).token;
});

const post = (url: string, token: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as never });

describe('specialties', () => {
  it('are written by admins only, read by support, and unique by label', async () => {
    expect((await post('/api/admin/specialty', ownerToken, { label: 'SSIAP 1' })).statusCode).toBe(403);
    expect((await post('/api/admin/specialty', supportToken, { label: 'SSIAP 1' })).statusCode).toBe(403);
    const created = await post('/api/admin/specialty', adminToken, { label: 'SSIAP 1', description: 'Incendie' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ label: 'SSIAP 1', description: 'Incendie', active: true });
    const twice = await post('/api/admin/specialty', adminToken, { label: 'ssiap 1' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual({ label: 'Cette spécialité existe déjà.' });
    const renamed = await post('/api/admin/specialty', adminToken, { id: created.json().id, label: 'SSIAP 1 ' });
    expect(renamed.statusCode).toBe(200);
    await post('/api/admin/specialty', adminToken, { label: 'Rondier', active: false });
    const page = await post('/api/admin/fetch/specialties', supportToken, { filters: { search: 'ssiap' } });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 1, data: [{ label: 'SSIAP 1' }] });
  });

  it('are offered to the agency’s staff (active ones), not to its agents', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/agency/${people.agency.id}/catalog/specialties`,
      headers: bearer(ownerToken),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((s: { label: string }) => s.label)).toEqual(['SSIAP 1']);
    const agent = await t.app.inject({
      method: 'GET',
      url: `/api/agency/${people.agency.id}/catalog/specialties`,
      headers: bearer(agentToken),
    });
    expect(agent.statusCode).toBe(403);
  });
});

describe('service catalogue', () => {
  it('validates prices and rates, and lets agencies pick active items for their lines', async () => {
    const bad = await post('/api/admin/catalog-item', adminToken, {
      label: '',
      unitPriceCents: -1,
      vatRateBp: 20_001,
      kind: 'other',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['kind', 'label', 'unitPriceCents', 'vatRateBp']);
    const item = await post('/api/admin/catalog-item', adminToken, {
      label: 'Heure de gardiennage',
      unit: 'heure',
      unitPriceCents: 2450,
    });
    expect(item.statusCode).toBe(200);
    expect(item.json()).toMatchObject({ kind: 'service', vatRateBp: 2000, unitPriceCents: 2450 });
    await post('/api/admin/catalog-item', adminToken, { label: 'Ancien tarif', unitPriceCents: 1, active: false });
    const agency = await post(`/api/agency/${people.agency.id}/catalog`, ownerToken, { filters: { search: 'heure' } });
    expect(agency.statusCode).toBe(200);
    expect(agency.json()).toMatchObject({ total: 1, data: [{ label: 'Heure de gardiennage' }] });
    const all = await post(`/api/agency/${people.agency.id}/catalog`, ownerToken);
    expect(all.json().data.map((i: { label: string }) => i.label)).toEqual(['Heure de gardiennage']);
  });

  it('deletes an item (404 for an unknown one)', async () => {
    const item = await post('/api/admin/catalog-item', adminToken, { label: 'À supprimer', unitPriceCents: 100 });
    const url = `/api/admin/catalog-item/${item.json().id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(supportToken) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(adminToken) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(adminToken) })).statusCode).toBe(404);
  });
});

describe('discounts and voucher templates', () => {
  it('refuse a percent over 100 % and an unknown template variable', async () => {
    const over = await post('/api/admin/discount', adminToken, { label: 'Trop', kind: 'percent', value: 10_001 });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.value).toBe('Une remise ne peut dépasser 100 %');
    const ok = await post('/api/admin/discount', adminToken, { label: 'Fidélité', kind: 'percent', value: 500 });
    expect(ok.statusCode).toBe(200);
    const unknown = await post('/api/admin/report-template', adminToken, { title: 'Ronde', body: 'Ronde le {jour}' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.body).toBe('Variable inconnu : {jour}');
    const template = await post('/api/admin/report-template', adminToken, {
      title: 'Ronde de nuit',
      body: 'Ronde de {agent} sur {site} du {debut} au {fin}.',
    });
    expect(template.statusCode).toBe(200);
    const discounts = await t.app.inject({
      method: 'GET',
      url: `/api/agency/${people.agency.id}/catalog/discounts`,
      headers: bearer(ownerToken),
    });
    expect(discounts.json()).toMatchObject([{ label: 'Fidélité', kind: 'percent', value: 500 }]);
    const templates = await t.app.inject({
      method: 'GET',
      url: `/api/agency/${people.agency.id}/catalog/report-templates`,
      headers: bearer(ownerToken),
    });
    expect(templates.json()).toMatchObject([{ title: 'Ronde de nuit' }]);
    expect(
      (
        await post('/api/admin/report-template', adminToken, {
          id: '3f1c2b1e-0000-4000-8000-000000000001',
          title: 'x',
          body: 'y',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('catalogue lists and deletions', () => {
  it('list discounts and templates to platform staff only, and delete them (404 once gone)', async () => {
    const amount = await post('/api/admin/discount', adminToken, {
      label: 'Geste commercial',
      kind: 'amount',
      value: 10_000,
    });
    expect(amount.statusCode).toBe(200);
    const template = await post('/api/admin/report-template', adminToken, {
      title: 'Ouverture',
      body: 'Ouvert par {agent}.',
    });
    const discounts = await post('/api/admin/fetch/discounts', supportToken, { filters: { search: 'geste' } });
    expect(discounts.statusCode).toBe(200);
    expect(discounts.json()).toMatchObject({
      total: 1,
      data: [{ label: 'Geste commercial', kind: 'amount', value: 10_000 }],
    });
    const templates = await post('/api/admin/fetch/report-templates', adminToken, { filters: { search: 'ouverture' } });
    expect(templates.json()).toMatchObject({ total: 1, data: [{ title: 'Ouverture' }] });
    expect((await post('/api/admin/fetch/discounts', ownerToken)).statusCode).toBe(403);
    expect((await post('/api/admin/fetch/report-templates', agentToken)).statusCode).toBe(403);

    for (const url of [`/api/admin/discount/${amount.json().id}`, `/api/admin/report-template/${template.json().id}`]) {
      expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(ownerToken) })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(adminToken) })).statusCode).toBe(204);
      expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(adminToken) })).statusCode).toBe(404);
    }
    const specialty = await post('/api/admin/specialty', adminToken, { label: 'Cynophile' });
    const url = `/api/admin/specialty/${specialty.json().id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(adminToken) })).statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/specialty/x', headers: bearer(adminToken) })).statusCode,
    ).toBe(400);
  });
});
