import { beforeAll, describe, expect, it } from 'vitest';
import { buildAgencyWithPeople, buildCustomer, buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  a = await buildAgencyWithPeople(t.database.db, ['sites.edit']);
  b = await buildAgencyWithPeople(t.database.db, ['sites.edit']);
  await buildCustomer(t.database.db, a.agency.id, { name: 'Aéroport Sud' });
  await buildCustomer(t.database.db, a.agency.id, { name: 'Zénith', fake: true });
  await buildCustomer(t.database.db, b.agency.id, { name: 'Chez eux' });
  const bare = await buildMember(t.database.db, a.agency.id, 'staff');
  for (const [key, email] of Object.entries({
    owner: a.owner.user.email,
    staff: a.staff.user.email,
    bare: bare.user.email,
    agent: a.agent.user.email,
    customer: a.customerUser.user.email,
  })) {
    tokens[key] = (await loginAs(t.app, email)).token;
  }
});

const list = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/agency/${a.agency.id}/sites/customers`,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });

describe('GET {agency}/sites/customers', () => {
  it('lists the agency’s customers by name for whoever may create or edit sites', async () => {
    const response = await list(tokens.staff);
    expect(response.statusCode).toBe(200);
    const names = response.json().map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y)));
    expect(names).toEqual(expect.arrayContaining(['Aéroport Sud', a.customer.name]));
    expect(names).not.toContain('Chez eux');
    expect(response.json()[0]).toEqual({ id: expect.any(String), name: expect.any(String) });
    // The owner sees demo data too by default; the fake filter narrows like every list.
    expect((await list(tokens.owner)).json().map((c: { name: string }) => c.name)).toContain('Zénith');
    expect(
      (await list(tokens.owner, { 'x-fake-filter': '0' })).json().map((c: { name: string }) => c.name),
    ).not.toContain('Zénith');
  });

  it('refuses staff without a sites right, agents and customers (403)', async () => {
    for (const who of ['bare', 'agent', 'customer']) expect((await list(tokens[who])).statusCode).toBe(403);
  });
});
