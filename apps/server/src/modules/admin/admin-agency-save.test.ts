import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../../db/schema/platform.ts';
import { agencies, memberships } from '../../db/schema/tenancy.ts';
import { buildAgency, buildAgencyWithPeople, buildUser, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let adminToken: string;
let supportToken: string;
let ownerToken: string;
let people: Awaited<ReturnType<typeof buildAgencyWithPeople>>;

beforeAll(async () => {
  adminToken = (await loginAs(t.app, (await buildUser(t.database.db, { isAdmin: true })).email)).token;
  supportToken = (await loginAs(t.app, (await buildUser(t.database.db, { isSupport: true })).email)).token;
  people = await buildAgencyWithPeople(t.database.db);
  ownerToken = (await loginAs(t.app, people.owner.user.email)).token;
  await buildAgency(t.database.db, { name: 'Agence Démo Fictive', fake: true });
});

const post = (url: string, token: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload: payload as never });

describe('POST /api/admin/agency', () => {
  it('is refused to agency users and checks the form', async () => {
    expect((await post('/api/admin/agency', ownerToken, { name: 'X' })).statusCode).toBe(403);
    const bad = await post('/api/admin/agency', adminToken, {
      name: '',
      email: 'pas-une-adresse',
      phone: '12',
      timezone: 'Mars/Olympus',
      owner: { email: 'x', firstname: '', lastname: 'L' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'email',
      'name',
      'owner.email',
      'owner.firstname',
      'phone',
      'timezone',
    ]);
  });

  it('creates the agency with the default event types, and invites its new owner (support may)', async () => {
    const response = await post('/api/admin/agency', supportToken, {
      name: 'Vigilance Bretagne',
      email: 'Contact@Vigilance-Bretagne.fr',
      phone: '02 99 00 00 00',
      address: { street: '3 quai Duguay-Trouin', zipcode: '35000', city: 'Rennes' },
      owner: { email: 'yann.le-goff@vigilance-bretagne.fr', firstname: 'Yann', lastname: 'Le Goff' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Vigilance Bretagne', ownerInvited: true });
    const [agency] = await t.database.db.select().from(agencies).where(eq(agencies.id, response.json().id));
    expect(agency).toMatchObject({
      email: 'contact@vigilance-bretagne.fr',
      phone: '0299000000',
      timezone: 'Europe/Paris',
    });
    expect(agency.address).toMatchObject({ city: 'Rennes', country: 'France' });
    const field = agency.settings.field as { agencyServiceEventTypes: Array<{ key: string }> };
    expect(field.agencyServiceEventTypes.map((type) => type.key)).toContain('presence');
    const owners = await t.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.agencyId, agency.id), eq(memberships.role, 'owner')));
    expect(owners).toHaveLength(1);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'yann.le-goff@vigilance-bretagne.fr'));
    expect(mail.subject).toBe('Votre compte Sécurité Plateforme');
    expect(mail.text).toContain('L’agence Vigilance Bretagne est ouverte');
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, agency.id));
    expect(audit.action).toBe('agency.create');
  });

  it('makes an existing account the owner without inviting it again', async () => {
    const response = await post('/api/admin/agency', adminToken, {
      name: 'Deuxième agence',
      owner: { email: people.owner.user.email, firstname: 'A', lastname: 'B' },
    });
    expect(response.json().ownerInvited).toBe(false);
  });
});

describe('PUT /api/admin/agency/{id}', () => {
  it('changes the details, records what changed, and is 404 for an unknown agency', async () => {
    const url = `/api/admin/agency/${people.agency.id}`;
    const put = (token: string, payload: unknown) =>
      t.app.inject({ method: 'PUT', url, headers: bearer(token), payload: payload as never });
    expect((await put(ownerToken, { name: 'x' })).statusCode).toBe(403);
    const response = await put(adminToken, {
      name: 'Agence renommée',
      email: 'accueil@agence.fr',
      agentsLimit: 40,
      address: { city: 'Lille' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Agence renommée', agentsLimit: 40, city: 'Lille' });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, people.agency.id), eq(auditLog.action, 'agency.update')));
    expect(audit.data).toMatchObject({ changed: ['name', 'email', 'address', 'agentsLimit'] });
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/agency/3f1c2b1e-0000-4000-8000-000000000001',
      headers: bearer(adminToken),
      payload: { name: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the -1/0/1 filter and the export', () => {
  it('shows staff real and demo agencies by default, and filters on request', async () => {
    const names = async (payload: unknown, headers: Record<string, string> = {}) =>
      (await post('/api/admin/fetch/agencies', adminToken, payload, headers))
        .json()
        .data.map((a: { name: string }) => a.name);
    expect(await names({})).toContain('Agence Démo Fictive');
    expect(await names({ filters: { fake: 0 } })).not.toContain('Agence Démo Fictive');
    expect(await names({ filters: { fake: 1 } })).toEqual(['Agence Démo Fictive']);
    expect(await names({}, { 'x-fake-filter': '0' })).not.toContain('Agence Démo Fictive');
    expect((await post('/api/admin/fetch/agencies', adminToken, { filters: { fake: 2 } })).statusCode).toBe(400);
  });

  it('exports the filtered agencies as an Excel workbook', async () => {
    const response = await post('/api/admin/fetch/agencies-export', supportToken, { filters: { fake: 1 } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('agences.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Agences');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Agence');
    expect(sheet?.getRow(2).getCell(1).value).toBe('Agence Démo Fictive');
    expect(sheet?.getRow(2).getCell(11).value).toBe('Oui');
    expect(sheet?.rowCount).toBe(2);
    expect((await post('/api/admin/fetch/agencies-export', ownerToken, {})).statusCode).toBe(403);
  });
});
