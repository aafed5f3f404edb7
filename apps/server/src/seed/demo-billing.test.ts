import { beforeAll, describe, expect, it } from 'vitest';
import { agencies } from '../db/schema/tenancy.ts';
import { readFacturXXml } from '../pdf/facturx/read-facturx-xml.ts';
import { loginAs } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

const t = useTestApp();
let base: string;
const year = new Date().getFullYear();

beforeAll(async () => {
  expect(await seedDemo(t.database.db)).toBe(true);
  const rows = await t.database.db.select().from(agencies);
  base = `/api/agency/${rows.find((r) => r.name === 'Sécurité Démo')?.id}`;
}, 60_000);

const call = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: (await loginAs(t.app, email, DEMO_PASSWORD)).headers });

describe('demo billing data', () => {
  it('gives the demo agency quotes and invoices, one paid partially, each validated one a Factur-X', async () => {
    const invoices = (await call('gerant@demo.test', 'POST', `${base}/fetch/invoices`, { limit: 100 })).json();
    expect(invoices.data.map((d: { number: string | null }) => d.number).sort()).toEqual([
      `F-${year}-0001`,
      `F-${year}-0002`,
      null,
    ]);
    const partial = invoices.data.find((d: { number: string }) => d.number === `F-${year}-0002`);
    expect(partial).toMatchObject({ status: 'sent', paidCents: 150_000 });
    expect(partial.leftToPayCents).toBeGreaterThan(0);
    expect(invoices.data.find((d: { number: string }) => d.number === `F-${year}-0001`).status).toBe('paid');
    const pdf = await call('gerant@demo.test', 'GET', `${base}/invoice/${partial.id}/pdf`);
    expect(readFacturXXml(pdf.rawPayload)).toContain(`F-${year}-0002`);
    const quotes = (await call('gerant@demo.test', 'POST', `${base}/fetch/estimates`, {})).json();
    expect(quotes.total).toBe(2);

    const draft = invoices.data.find((d: { number: string | null }) => d.number === null);
    const validated = await call('gerant@demo.test', 'POST', `${base}/invoice/${draft.id}/validate`);
    expect(validated.json().number).toBe(`F-${year}-0003`);
    const portal = (await call('client@demo.test', 'POST', `${base}/fetch/invoices`, {})).json();
    expect(portal.total).toBe(3);
  });

  it('gives the demo agency one monthly recurring invoice, billed on the 1st', async () => {
    const list = (await call('gerant@demo.test', 'POST', `${base}/fetch/invoiceRecurrence`)).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ frequency: 'monthly', dayOfMonth: 1, customerName: 'Client Démo' });
  });
});
