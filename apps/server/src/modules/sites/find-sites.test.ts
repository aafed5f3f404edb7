import { beforeAll, describe, expect, it } from 'vitest';
import { buildAgencyWithPeople, buildCustomer, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
const tokens: Record<string, string> = {};
let base: string;

beforeAll(async () => {
  a = await buildAgencyWithPeople(t.database.db, ['sites.edit']);
  b = await buildAgencyWithPeople(t.database.db);
  const other = await buildCustomer(t.database.db, a.agency.id);
  const db = t.database.db;
  await buildSite(db, a.agency.id, { name: 'Alpha', customerId: a.customer.id, specialties: ['SSIAP'] });
  await buildSite(db, a.agency.id, {
    name: 'Bravo',
    address: { city: 'Vincennes', zipcode: '94300' },
    agentIds: [a.agent.membership.id],
  });
  await buildSite(db, a.agency.id, { name: 'Charlie 100%', customerId: other.id, specialties: ['Cynophile'] });
  await buildSite(db, a.agency.id, { name: 'Delta', archivedAt: new Date(), customerId: a.customer.id });
  await buildSite(db, b.agency.id, { name: 'Alpha ailleurs' });
  for (const [key, email] of Object.entries({
    owner: a.owner.user.email,
    staff: a.staff.user.email,
    agent: a.agent.user.email,
    customer: a.customerUser.user.email,
    otherOwner: b.owner.user.email,
  })) {
    tokens[key] = (await loginAs(t.app, email)).token;
  }
  base = `/api/agency/${a.agency.id}`;
});

const fetchSites = (token: string, body: unknown, prefix = base) =>
  t.app.inject({
    method: 'POST',
    url: `${prefix}/fetch/sites`,
    payload: body as object,
    headers: { authorization: `Bearer ${token}` },
  });
const names = (response: { json: () => { data: Array<{ name: string }> } }) => response.json().data.map((s) => s.name);

describe('POST {agency}{scope}/fetch/sites', () => {
  it('lists the agency’s active sites, newest first, with {data, total}', async () => {
    const response = await fetchSites(tokens.owner, undefined);
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(3);
    expect(names(response)).toEqual(['Charlie 100%', 'Bravo', 'Alpha']);
    expect(response.json().data[2]).toMatchObject({
      customer: { id: a.customer.id },
      specialties: ['SSIAP'],
      agentsCount: 0,
    });
  });

  it('filters by search (name, city), customer, specialties and archive', async () => {
    expect(names(await fetchSites(tokens.owner, { filters: { search: 'vincennes' } }))).toEqual(['Bravo']);
    expect(names(await fetchSites(tokens.owner, { filters: { search: '100%' } }))).toEqual(['Charlie 100%']);
    expect(names(await fetchSites(tokens.owner, { filters: { search: '%' } }))).toEqual(['Charlie 100%']);
    expect(names(await fetchSites(tokens.owner, { filters: { customerId: a.customer.id } }))).toEqual(['Alpha']);
    expect(names(await fetchSites(tokens.owner, { filters: { specialties: ['Cynophile', 'Autre'] } }))).toEqual([
      'Charlie 100%',
    ]);
    expect(names(await fetchSites(tokens.owner, { filters: { archived: true } }))).toEqual(['Delta']);
  });

  it('pages and orders', async () => {
    const page = await fetchSites(tokens.owner, { page: 2, limit: 2, orderBy: { field: 'name', direction: 'asc' } });
    expect(page.json()).toMatchObject({ total: 3, data: [{ name: 'Charlie 100%' }] });
    expect((await fetchSites(tokens.owner, { limit: 4000 })).statusCode).toBe(200);
    expect((await fetchSites(tokens.owner, { limit: 4001 })).statusCode).toBe(400);
    expect((await fetchSites(tokens.owner, { orderBy: { field: 'secret' } })).statusCode).toBe(400);
  });

  it('shows customers their company’s sites, agents their posts, and staff a scope', async () => {
    expect(names(await fetchSites(tokens.customer, {}))).toEqual(['Alpha']);
    expect(names(await fetchSites(tokens.customer, {}, `${base}/customer/${a.customer.id}`))).toEqual(['Alpha']);
    expect(names(await fetchSites(tokens.agent, {}))).toEqual(['Bravo']);
    expect(names(await fetchSites(tokens.staff, {}, `${base}/agent/${a.agent.membership.id}`))).toEqual(['Bravo']);
    expect(names(await fetchSites(tokens.staff, {}, `${base}/customer/${a.customer.id}`))).toEqual(['Alpha']);
  });

  it('answers 404 to another agency and never mixes agencies', async () => {
    expect((await fetchSites(tokens.otherOwner, {})).statusCode).toBe(404);
    const theirs = await fetchSites(tokens.otherOwner, {}, `/api/agency/${b.agency.id}`);
    expect(names(theirs)).toEqual(['Alpha ailleurs']);
    expect((await fetchSites(tokens.owner, {}, `${base}/customer/${b.customer.id}`)).statusCode).toBe(404);
  });
});

describe('DELETE {agency}/site/{id}/{kind}', () => {
  const del = (token: string, id: string, kind: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `${base}/site/${id}/${kind}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('archives (again: no change), then deletes permanently', async () => {
    const site = await buildSite(t.database.db, a.agency.id, { name: 'Éphémère' });
    expect((await del(tokens.staff, site.id, 'archive')).statusCode).toBe(204);
    expect((await del(tokens.staff, site.id, 'archive')).statusCode).toBe(204);
    const get = await t.app.inject({
      method: 'GET',
      url: `${base}/site/${site.id}`,
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(get.json()).toMatchObject({ archived: true });
    expect(names(await fetchSites(tokens.owner, { filters: { archived: true } }))).toContain('Éphémère');
    expect((await del(tokens.staff, site.id, 'permanent')).statusCode).toBe(204);
    expect((await del(tokens.staff, site.id, 'permanent')).statusCode).toBe(404);
  });

  it('answers 403 without the edit right, 404 for another agency, 400 for an unknown kind', async () => {
    const site = await buildSite(t.database.db, a.agency.id);
    const denied = await del(tokens.agent, site.id, 'archive');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Vous ne bénéficiez pas de l\'autorisation "Modifier les sites".');
    const theirs = await buildSite(t.database.db, b.agency.id);
    expect((await del(tokens.owner, theirs.id, 'permanent')).statusCode).toBe(404);
    expect((await del(tokens.owner, site.id, 'shred')).statusCode).toBe(400);
  });
});
