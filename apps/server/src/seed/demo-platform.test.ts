import { beforeAll, describe, expect, it } from 'vitest';
import { agencies } from '../db/schema/tenancy.ts';
import { loginAs } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

const t = useTestApp();
let agencyId: string;
let owner: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  expect(await seedDemo(t.database.db)).toBe(true);
  const rows = await t.database.db.select().from(agencies);
  agencyId = rows.find((r) => r.name === 'Sécurité Démo')?.id as string;
  owner = (await loginAs(t.app, 'gerant@demo.test', DEMO_PASSWORD)).headers;
  admin = (await loginAs(t.app, 'admin@demo.test', DEMO_PASSWORD)).headers;
}, 60_000);

describe('demo platform data', () => {
  it('gives agencies the catalogues, the news, the tutorials, the sponsorship offer and the useful links', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: owner });
    const catalog = await t.app.inject({ method: 'POST', url: `/api/agency/${agencyId}/catalog`, headers: owner });
    expect(catalog.json().total).toBe(5);
    expect((await get(`/api/agency/${agencyId}/catalog/specialties`)).json()).toHaveLength(5);
    expect((await get(`/api/agency/${agencyId}/catalog/discounts`)).json()).toHaveLength(3);
    expect((await get(`/api/agency/${agencyId}/catalog/report-templates`)).json()).toHaveLength(2);
    const news = await t.app.inject({ method: 'POST', url: '/api/announcements/fetch', headers: owner, payload: {} });
    expect(news.json().data.map((n: { title: string }) => n.title)).toEqual([
      'Import d’agence depuis un tableur',
      'Les e-mails partent au nom de votre agence',
    ]);
    expect((await get('/api/ui-tutorials')).json()).toHaveLength(2);
    expect((await get('/api/configurations/sponsor')).json()).toMatchObject({ isActive: true });
    expect((await get('/api/configurations/links')).json().supportEmail).toBe('support@securite-plateforme.test');
  });

  it('keeps a little history in the audit log', async () => {
    const log = await t.app.inject({ method: 'GET', url: `/api/admin/audit-log?agencyId=${agencyId}`, headers: admin });
    expect(log.json().data.map((e: { action: string }) => e.action)).toEqual(['agency.enter', 'agency.update']);
  });
});
