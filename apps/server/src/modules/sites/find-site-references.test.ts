import { expandSiteReferences, zSiteReferences } from '@securite/domain/sites/site-references';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAgencyWithPeople, buildCustomer, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

// GET {agency}{scope}/sites/references: the compact list of the sites the caller may see, for the planning.
const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
let otherCustomer: { id: string; name: string };
const tokens: Record<string, string> = {};
let base: string;

beforeAll(async () => {
  const db = t.database.db;
  a = await buildAgencyWithPeople(db, ['sites.edit']);
  b = await buildAgencyWithPeople(db);
  otherCustomer = await buildCustomer(db, a.agency.id);
  await buildSite(db, a.agency.id, {
    name: 'Bravo',
    address: { city: 'Vincennes', zipcode: '94300' },
    agentIds: [a.agent.membership.id],
  });
  await buildSite(db, a.agency.id, { name: 'Alpha', customerId: a.customer.id });
  await buildSite(db, a.agency.id, { name: 'Charlie', customerId: otherCustomer.id });
  await buildSite(db, a.agency.id, { name: 'Alpha bis', customerId: a.customer.id });
  await buildSite(db, a.agency.id, { name: 'Delta', archivedAt: new Date(), customerId: a.customer.id });
  await buildSite(db, b.agency.id, { name: 'Ailleurs' });
  for (const [key, email] of Object.entries({
    owner: a.owner.user.email,
    agent: a.agent.user.email,
    customer: a.customerUser.user.email,
  }))
    tokens[key] = (await loginAs(t.app, email)).token;
  base = `/api/agency/${a.agency.id}`;
});

const references = (token: string, prefix = base) =>
  t.app.inject({ method: 'GET', url: `${prefix}/sites/references`, headers: { authorization: `Bearer ${token}` } });

describe('GET {agency}{scope}/sites/references', () => {
  it('lists the active sites by name, each customer named once, with what fetch/sites says of them', async () => {
    const response = await references(tokens.owner);
    expect(response.statusCode).toBe(200);
    const answer = zSiteReferences.parse(response.json());
    expect(answer.customers.map(([id]) => id)).toEqual([a.customer.id, otherCustomer.id]);
    expect(answer.sites.map((s) => s.name)).toEqual(['Alpha', 'Alpha bis', 'Bravo', 'Charlie']);
    expect(answer.sites[2]).toEqual({ id: expect.any(String), name: 'Bravo', zipcode: '94300' });
    const full = await t.app.inject({
      method: 'POST',
      url: `${base}/fetch/sites`,
      payload: { orderBy: { field: 'name', direction: 'asc' } },
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    const expected = full
      .json()
      .data.map((s: { id: string; name: string; customer: unknown; address: { zipcode: string | null } }) => ({
        id: s.id,
        name: s.name,
        customer: s.customer,
        zipcode: s.address.zipcode,
      }));
    expect(expandSiteReferences(answer)).toEqual(expected);
  });

  it('shows customers their company’s sites, agents their posts, staff a scope; another agency or its customer is 404', async () => {
    const names = async (token: string, prefix?: string) =>
      zSiteReferences.parse((await references(token, prefix)).json()).sites.map((s) => s.name);
    expect(await names(tokens.customer)).toEqual(['Alpha', 'Alpha bis']);
    expect(await names(tokens.agent)).toEqual(['Bravo']);
    expect(await names(tokens.owner, `${base}/customer/${otherCustomer.id}`)).toEqual(['Charlie']);
    expect((await references(tokens.owner, `${base}/customer/${b.customer.id}`)).statusCode).toBe(404);
    expect((await references(tokens.owner, `/api/agency/${b.agency.id}`)).statusCode).toBe(404);
  });
});
