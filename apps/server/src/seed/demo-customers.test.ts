import { beforeAll, describe, expect, it } from 'vitest';
import { agencies } from '../db/schema/tenancy.ts';
import { loginAs } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

const t = useTestApp();
let base: string;

beforeAll(async () => {
  expect(await seedDemo(t.database.db)).toBe(true);
  const rows = await t.database.db.select().from(agencies);
  base = `/api/agency/${rows.find((r) => r.name === 'Sécurité Démo')?.id}`;
}, 60_000);

const call = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: (await loginAs(t.app, email, DEMO_PASSWORD)).headers });

describe('demo customers', () => {
  it('shows the owner three customers and a prospect, numbered, with contacts and price grids', async () => {
    const list = (await call('gerant@demo.test', 'POST', `${base}/fetch/customers`, { limit: 25 })).json();
    expect(list.total).toBe(4);
    const demo = list.data.find((c: { name: string }) => c.name === 'Client Démo');
    expect(demo).toMatchObject({ customerNumber: 'C-0001', siren: '303265045', sitesCount: 3 });
    const prospect = list.data.find((c: { customerInfos: { prospect: boolean } }) => c.customerInfos.prospect);
    expect(prospect).toMatchObject({ name: 'Groupe Hôtelier Riviera', customerNumber: null });
    const detail = (await call('gerant@demo.test', 'GET', `${base}/customer/${demo.id}`)).json();
    expect(detail.userCompanies).toHaveLength(2);
    expect(detail.userCompanies.find((c: { email: string }) => c.email === 'client@demo.test').hasAccount).toBe(true);
    const pricing = (await call('gerant@demo.test', 'GET', `${base}/agencyCustomer/${demo.id}/pricing`)).json();
    expect(pricing.pricings.map((p: { specialty: string }) => p.specialty)).toEqual(['', 'SSIAP']);
  });

  it('refuses customers to the planner, and shows the requests on both sides', async () => {
    expect((await call('planning@demo.test', 'POST', `${base}/fetch/customers`, {})).statusCode).toBe(403);
    const staff = (await call('gerant@demo.test', 'POST', `${base}/fetch/customer-requests`, {})).json();
    expect(staff.total).toBe(2);
    expect((await call('gerant@demo.test', 'GET', `${base}/customer-requests/unread`)).json().agencyUnread).toBe(1);
    const portal = (await call('client@demo.test', 'POST', `${base}/fetch/customer-requests`, {})).json();
    expect(portal.total).toBe(2);
  });
});
