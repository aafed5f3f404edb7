import type { PlatformSummary } from '@securite/domain/admin-dashboard/dashboard-schemas';
import type { AgencyInvoice } from '@securite/domain/agency-invoices/agency-invoice-schemas';
import type { SubscriptionOverview } from '@securite/domain/subscriptions/subscription-schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencies } from '../db/schema/tenancy.ts';
import { loginAs } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

const t = useTestApp();
const base: Record<string, string> = {};

beforeAll(async () => {
  expect(await seedDemo(t.database.db)).toBe(true);
  for (const row of await t.database.db.select().from(agencies)) base[row.name] = `/api/agency/${row.id}`;
}, 600_000);

const call = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: (await loginAs(t.app, email, DEMO_PASSWORD)).headers });

describe('demo subscriptions, shop and platform invoices', () => {
  it('subscribes the demo agencies and bills them every month, Témoin’s last invoice half paid', async () => {
    const overview = (
      await call('gerant@demo.test', 'GET', `${base['Sécurité Démo']}/subscription`)
    ).json() as SubscriptionOverview;
    expect(overview.subscription).toMatchObject({ status: 'active', offer: { name: 'Pro' } });
    expect(overview.offers.map((o) => o.name)).toContain('Essentiel');
    const invoices = (
      await call('gerant2@demo.test', 'POST', `${base['Agence Témoin']}/fetch/agency-invoices`, { limit: 25 })
    ).json() as {
      data: AgencyInvoice[];
    };
    expect(invoices.data.length).toBeGreaterThanOrEqual(12);
    expect(invoices.data.filter((i) => i.status === 'partial')).toHaveLength(1);
    expect(invoices.data.every((i) => !i.isLate)).toBe(true);
    const orders = (
      await call('gerant@demo.test', 'POST', `${base['Sécurité Démo']}/fetch/agency-article-orders`, {})
    ).json();
    expect(orders.data[0]).toMatchObject({ operationState: 'delivered', payment: { status: 'paid' } });
  });

  it('gives the churn cards each of their colours and leaves no agency to lock', async () => {
    const summary = (await call('admin@demo.test', 'GET', '/api/admin/dashboard/summary')).json() as PlatformSummary;
    expect(summary.churn.map((c) => c.colour)).toEqual(['green', 'orange', 'red']);
    expect(summary.suspensions).toHaveLength(5);
    expect(summary.counters.find((c) => c.key === 'payment-default')?.value).toBe(0);
    const { lockOverdueAgencies } = await import('../modules/subscriptions/public.ts');
    expect(await lockOverdueAgencies(t.app.ctx)).toBe(0);
    const shop = (
      await call('gerant@demo.test', 'POST', `${base['Sécurité Démo']}/fetch/subscription-sections`, {})
    ).json();
    expect(shop.data[0]).toMatchObject({ title: 'Fiches collaborateurs', highlight: true });
  });
});
