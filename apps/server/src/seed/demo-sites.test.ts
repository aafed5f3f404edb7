import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../db/schema/sites.ts';
import { agencies } from '../db/schema/tenancy.ts';
import { loginAs } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

const t = useTestApp();
let demoId: string;
let temoinId: string;

beforeAll(async () => {
  expect(await seedDemo(t.database.db)).toBe(true);
  const rows = await t.database.db.select().from(agencies);
  demoId = rows.find((r) => r.name === 'Sécurité Démo')?.id as string;
  temoinId = rows.find((r) => r.name === 'Agence Témoin')?.id as string;
}, 60_000);

const as = async (email: string) => (await loginAs(t.app, email, DEMO_PASSWORD)).headers;
const post = async (email: string, url: string, payload: object = {}) =>
  (await t.app.inject({ method: 'POST', url, payload, headers: await as(email) })).json();
const get = async (email: string, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: await as(email) })).json();

describe('demo sites and workforce data', () => {
  it('is seeded once', async () => {
    expect(await seedDemo(t.database.db)).toBe(false);
    expect(await t.database.db.select().from(sites).where(eq(sites.agencyId, demoId))).toHaveLength(8);
  });

  it('gives « Sécurité Démo » eight located sites, three of « Client Démo »', async () => {
    const all = await post('gerant@demo.test', `/api/agency/${demoId}/fetch/sites`, { limit: 4000 });
    expect(all.total).toBe(8);
    // Each site lies in its town, as the site form's reverse geocoding (the commune table in tests) sees it.
    for (const site of all.data) {
      const place = await post('gerant@demo.test', `/api/agency/${demoId}/geocoding/reverse`, site.address.location);
      expect(place.city, site.name).toBe(site.address.city);
    }
    const client = await post('client@demo.test', `/api/agency/${demoId}/fetch/sites`);
    expect(client.data.map((s: { name: string }) => s.name).sort()).toEqual([
      'Entrepôt Logistique Gennevilliers',
      'Siège Client Démo',
      'Tour Horizon La Défense',
    ]);
    const agent = await post('agent@demo.test', `/api/agency/${demoId}/fetch/sites`);
    expect(agent.total).toBe(2);
    const instructions = await post('agent@demo.test', `/api/agency/${demoId}/fetch/allSiteInstructions`);
    expect(instructions.total).toBe(2);
    const temoin = await post('gerant2@demo.test', `/api/agency/${temoinId}/fetch/sites`);
    expect(temoin.total).toBe(2);
  });

  it('has field settings, types, unavailabilities, requests and a note', async () => {
    const base = `/api/agency/${demoId}`;
    const settings = await get('gerant@demo.test', `${base}/settings/field`);
    expect(settings.loneWorker).toMatchObject({ ptiEnabled: true, ptiFrequency: 15 });
    expect(settings.agencyServiceEventTypes.map((e: { label: string }) => e.label)).toContain('Soins et secours');
    const types = await get('agent@demo.test', `${base}/unavailability-types`);
    expect(types.map((x: { label: string }) => x.label)).toEqual([
      'Absence autorisée',
      'Congés payés',
      'Formation',
      'Maladie',
    ]);
    expect((await get('agent@demo.test', `${base}/request-types`)).length).toBe(4);
    expect((await post('planning@demo.test', `${base}/fetch/unavailabilities`)).total).toBe(3);
    expect((await post('planning@demo.test', `${base}/fetch/agent-requests`)).total).toBe(2);
    expect(await get('planning@demo.test', `${base}/requests/unread`)).toEqual({ selfUnread: 0, agencyUnread: 2 });
    expect(await get('agent4@demo.test', `${base}/requests/unread`)).toEqual({ selfUnread: 1, agencyUnread: 0 });
    const notes = await post('agent@demo.test', `${base}/fetch/informationNotes`);
    expect(notes).toMatchObject({ total: 1, unread: 1, data: [{ title: 'Nouvelles tenues d’hiver' }] });
  });
});
