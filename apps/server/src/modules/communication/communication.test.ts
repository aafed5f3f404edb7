import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/platform.ts';
import { buildAgencyWithPeople, buildUser, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { PDF } from '../../testing/upload-kit.ts';

const t = useTestApp();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let adminId: string;
let adminToken: string;
let supportToken: string;
let ownerToken: string;
let agentToken: string;

beforeAll(async () => {
  const admin = await buildUser(t.database.db, { isAdmin: true });
  adminId = admin.id;
  adminToken = (await loginAs(t.app, admin.email)).token;
  supportToken = (await loginAs(t.app, (await buildUser(t.database.db, { isSupport: true })).email)).token;
  const people = await buildAgencyWithPeople(t.database.db);
  ownerToken = (await loginAs(t.app, people.owner.user.email)).token;
  agentToken = (await loginAs(t.app, people.agent.user.email)).token;
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: payload as never });

describe('sponsorship configuration', () => {
  it('answers 404 while there is none', async () => {
    expect((await call('GET', '/api/admin/configurations/sponsor', adminToken)).statusCode).toBe(404);
    expect((await call('GET', '/api/configurations/sponsor', ownerToken)).statusCode).toBe(404);
    expect((await call('GET', '/api/configurations/sponsor', null)).statusCode).toBe(401);
  });

  it('refuses what the spec refuses, with its texts', async () => {
    const empty = await call('POST', '/api/admin/configurations/sponsor', adminToken, { title: ' ', description: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ title: 'Le titre est requis', description: 'La description est requise' });
    const long = await call('POST', '/api/admin/configurations/sponsor', adminToken, {
      title: 'x'.repeat(256),
      description: 'x'.repeat(10_001),
    });
    expect(long.json().errors).toEqual({
      title: 'Le titre ne peut pas dépasser 255 caractères',
      description: 'La description ne peut pas dépasser 10000 caractères',
    });
    const owner = await call('POST', '/api/admin/configurations/sponsor', ownerToken, { title: 't', description: 'd' });
    expect(owner.statusCode).toBe(403);
    const support = await call('POST', '/api/admin/configurations/sponsor', supportToken, {
      title: 't',
      description: 'd',
    });
    expect(support.statusCode).toBe(403);
  });

  it('is saved by an admin, shown to agencies only once active, then deleted (audited)', async () => {
    const saved = await call('POST', '/api/admin/configurations/sponsor', adminToken, {
      title: 'Parrainez une agence',
      description: '**Un mois offert** pour vous et pour elle.',
      isActive: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Parrainez une agence', isActive: false });
    expect((await call('GET', '/api/configurations/sponsor', ownerToken)).statusCode).toBe(404);
    await call('POST', '/api/admin/configurations/sponsor', adminToken, {
      ...(saved.json() as object),
      isActive: true,
    });
    const shown = await call('GET', '/api/configurations/sponsor', agentToken);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().description).toBe('**Un mois offert** pour vous et pour elle.');
    expect((await call('DELETE', '/api/admin/configurations/sponsor', adminToken)).statusCode).toBe(204);
    expect((await call('DELETE', '/api/admin/configurations/sponsor', adminToken)).statusCode).toBe(404);
    expect((await call('GET', '/api/configurations/sponsor', ownerToken)).statusCode).toBe(404);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.actorUserId, adminId));
    expect(audit.map((a) => a.action)).toEqual(['sponsor.save', 'sponsor.save', 'sponsor.delete']);
  });
});

describe('news announcements', () => {
  it('are published by admins and read by every signed-in user, 25 a page, newest first', async () => {
    expect(
      (await call('POST', '/api/admin/announcements', supportToken, { title: 't', content: 'c' })).statusCode,
    ).toBe(403);
    const bad = await call('POST', '/api/admin/announcements', adminToken, {
      title: '',
      content: 'c',
      link: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['link', 'title']);
    for (let i = 1; i <= 27; i++) {
      const created = await call('POST', '/api/admin/announcements', adminToken, {
        title: `Nouveauté ${i}`,
        content: 'Le détail.',
        link: i === 27 ? 'https://aide.exemple.fr/nouveautes' : '',
      });
      expect(created.statusCode).toBe(200);
    }
    const page = await call('POST', '/api/announcements/fetch', agentToken, { limit: 25 });
    expect(page.statusCode).toBe(200);
    expect(page.json().total).toBe(27);
    expect(page.json().data).toHaveLength(25);
    expect(page.json().data[0]).toMatchObject({ title: 'Nouveauté 27', link: 'https://aide.exemple.fr/nouveautes' });
    const second = await call('POST', '/api/admin/announcements/fetch', supportToken, { page: 2, limit: 25 });
    expect(second.json().data.map((a: { title: string }) => a.title)).toEqual(['Nouveauté 2', 'Nouveauté 1']);
    const id = page.json().data[0].id;
    expect((await call('DELETE', `/api/admin/announcements/${id}`, ownerToken)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/announcements/${id}`, adminToken)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/announcements/${id}`, adminToken)).statusCode).toBe(404);
  });
});

describe('useful documents', () => {
  it('are uploaded by admins (PDF or image only) and downloaded by agency users', async () => {
    const refused = await call('POST', '/api/admin/useful-docs', adminToken, {
      title: 'Script',
      fileName: 'x.html',
      content: Buffer.from('<script>alert(1)</script>').toString('base64'),
    });
    expect(refused.statusCode).toBe(422);
    const created = await call('POST', '/api/admin/useful-docs', adminToken, {
      title: 'Guide de démarrage',
      description: 'Les premiers pas.',
      fileName: 'guide.pdf',
      content: PDF.toString('base64'),
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ fileName: 'guide.pdf', contentType: 'application/pdf', size: PDF.length });
    const list = await call('GET', '/api/useful-docs', agentToken);
    expect(list.json().map((d: { title: string }) => d.title)).toEqual(['Guide de démarrage']);
    const file = await call('GET', `/api/useful-docs/${created.json().id}/download`, ownerToken);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await call('DELETE', `/api/admin/useful-docs/${created.json().id}`, adminToken)).statusCode).toBe(204);
    expect((await call('GET', `/api/useful-docs/${created.json().id}/download`, ownerToken)).statusCode).toBe(404);
  });
});

describe('interface tutorials and useful links', () => {
  it('keep inactive tutorials for admins only', async () => {
    const bad = await call('POST', '/api/admin/ui-tutorial', adminToken, { title: 't', routeId: '../x', content: 'c' });
    expect(bad.statusCode).toBe(400);
    await call('POST', '/api/admin/ui-tutorial', adminToken, {
      title: 'Créer une facture',
      routeId: 'invoices',
      content: 'Cliquez sur « Nouvelle facture ».',
      videoUrl: 'https://videos.exemple.fr/facture',
    });
    await call('POST', '/api/admin/ui-tutorial', adminToken, {
      title: 'Brouillon',
      routeId: 'invoices',
      content: 'Pas encore prêt.',
      active: false,
    });
    const shown = await call('GET', '/api/ui-tutorials', agentToken);
    expect(shown.json().map((x: { title: string }) => x.title)).toEqual(['Créer une facture']);
    const all = await call('POST', '/api/admin/fetch/ui-tutorials', supportToken);
    expect(all.json()).toHaveLength(2);
  });

  it('store where the training plan and the website offer lead', async () => {
    expect((await call('GET', '/api/configurations/links', ownerToken)).json()).toEqual({
      trainingPlanUrl: null,
      websiteOfferUrl: null,
      websiteOfferText: null,
      supportEmail: null,
    });
    const bad = await call('PUT', '/api/admin/configurations/links', adminToken, { trainingPlanUrl: 'ftp://x' });
    expect(bad.json().errors).toEqual({ trainingPlanUrl: 'Adresse web invalide (https://…)' });
    const saved = await call('PUT', '/api/admin/configurations/links', adminToken, {
      trainingPlanUrl: 'https://formation.exemple.fr',
      websiteOfferUrl: '',
      supportEmail: 'Support@Exemple.fr',
    });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/api/configurations/links', agentToken)).json()).toEqual({
      trainingPlanUrl: 'https://formation.exemple.fr',
      websiteOfferUrl: null,
      websiteOfferText: null,
      supportEmail: 'Support@Exemple.fr',
    });
  });
});

describe('tutorial changes and the admin-only writes', () => {
  it('changes and deletes a tutorial (404 for an unknown one)', async () => {
    const created = await call('POST', '/api/admin/ui-tutorial', adminToken, {
      title: 'Planifier un site',
      routeId: 'adminPlanningSites',
      content: 'Choisissez la semaine.',
    });
    const id = created.json().id as string;
    const changed = await call('POST', '/api/admin/ui-tutorial', adminToken, {
      id,
      title: 'Planifier un site',
      routeId: 'adminPlanningSites',
      content: 'Choisissez la semaine, puis une case.',
      position: 2,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id, content: 'Choisissez la semaine, puis une case.', position: 2 });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await call('POST', '/api/admin/ui-tutorial', adminToken, {
      id: unknown,
      title: 't',
      routeId: 'invoices',
      content: 'c',
    });
    expect(missing.statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/ui-tutorial/${id}`, supportToken)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/ui-tutorial/${id}`, adminToken)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/ui-tutorial/${id}`, adminToken)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/ui-tutorial/pas-un-id', adminToken)).statusCode).toBe(400);
  });

  it('refuses every write to agency people and support (403), and to the anonymous (401)', async () => {
    const writes: Array<['POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['POST', '/api/admin/ui-tutorial', { title: 't', routeId: 'invoices', content: 'c' }],
      ['PUT', '/api/admin/configurations/links', { trainingPlanUrl: 'https://formation.exemple.fr' }],
      ['POST', '/api/admin/useful-docs', { title: 'Guide', fileName: 'guide.pdf', content: PDF.toString('base64') }],
      ['DELETE', '/api/admin/useful-docs/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/admin/configurations/sponsor'],
    ];
    for (const [method, url, body] of writes) {
      for (const token of [ownerToken, agentToken, supportToken]) {
        expect((await call(method, url, token, body)).statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call('GET', '/api/useful-docs', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/ui-tutorials', null)).statusCode).toBe(401);
  });
});
