import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentInfos } from '../../db/schema/agents.ts';
import { auditLog } from '../../db/schema/platform.ts';
import { sites } from '../../db/schema/sites.ts';
import { agencies, customers, memberships } from '../../db/schema/tenancy.ts';
import { buildAgencyWithPeople, buildCustomer, buildUser, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let adminToken: string;
let supportToken: string;
let people: Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let takenEmail: string;

beforeAll(async () => {
  adminToken = (await loginAs(t.app, (await buildUser(t.database.db, { isAdmin: true })).email)).token;
  supportToken = (await loginAs(t.app, (await buildUser(t.database.db, { isSupport: true })).email)).token;
  people = await buildAgencyWithPeople(t.database.db);
  await buildCustomer(t.database.db, people.agency.id, { name: 'Clinique du Parc' });
  takenEmail = people.agent.user.email;
});

async function workbook(sheets: Record<string, unknown[][]>): Promise<string> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

const newAgency = (name: string) => ({ mode: 'new', agency: { name } });
const send = (path: 'preview' | '', payload: unknown, token = adminToken) =>
  t.app.inject({
    method: 'POST',
    url: path ? `/api/admin/import-agency/${path}` : '/api/admin/import-agency',
    headers: bearer(token),
    payload: payload as never,
  });

describe('agency import', () => {
  let content: string;
  beforeAll(async () => {
    content = await workbook({
      Clients: [
        ['Nom', 'Type', 'E-mail', 'Code postal', 'Ville'],
        ['Résidence Les Tilleuls', 'Entreprise', 'syndic@tilleuls.fr', '69003', 'Lyon'],
      ],
      Sites: [
        ['Nom', 'Client', 'Adresse', 'Code postal', 'Ville'],
        ['Entrée principale', 'Résidence Les Tilleuls', '12 rue Garibaldi', 69003, 'Lyon'],
        ['Parking', 'Client inconnu', '', '', ''],
      ],
      Collaborateurs: [
        ['Prénom', 'Nom', 'E-mail', 'Téléphone', 'N° carte professionnelle', 'Fin de validité de la carte'],
        ['Karim', 'Benali', 'karim.import@exemple.fr', 612345678, 'CAR-069-1', new Date(Date.UTC(2029, 11, 31))],
        ['Julie', 'Martin', 'pas-une-adresse', '', '', ''],
        ['Paul', 'Durand', takenEmail, '', '', ''],
      ],
      Notes: [['ignorée']],
    });
  });

  it('is for admins only', async () => {
    const payload = { fileName: 'agence.xlsx', content, target: newAgency('Agence importée') };
    expect((await send('preview', payload, supportToken)).statusCode).toBe(403);
    expect((await send('', payload, supportToken)).statusCode).toBe(403);
  });

  it('previews every row with a French error per bad row, writing nothing', async () => {
    const before = await t.database.db.select({ id: agencies.id }).from(agencies);
    const response = await send('preview', { fileName: 'agence.xlsx', content, target: newAgency('Agence importée') });
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview).toMatchObject({ valid: 3, invalid: 3, blocked: 0 });
    expect(preview.sheets.map((s: { kind: string }) => s.kind)).toEqual(['customers', 'sites', 'agents']);
    expect(preview.sheets[1].rows[1]).toEqual({
      line: 3,
      label: 'Parking',
      errors: ['Client : « Client inconnu » n’est ni dans la feuille Clients ni dans l’agence.'],
    });
    expect(preview.sheets[2].rows.map((r: { errors: string[] }) => r.errors)).toEqual([
      [],
      ['E-mail : « pas-une-adresse » n’est pas une adresse valide.'],
      [`E-mail : « ${takenEmail} » est déjà utilisée par un autre compte.`],
    ]);
    expect(await t.database.db.select({ id: agencies.id }).from(agencies)).toHaveLength(before.length);
  });

  it('writes nothing while rows are in error, then the good rows once the admin confirms', async () => {
    const payload = { fileName: 'agence.xlsx', content, target: newAgency('Agence importée') };
    const refused = await send('', payload);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Le fichier contient 3 lignes en erreur : rien n’a été importé. Corrigez le fichier, ou importez seulement les lignes valides.',
    );
    expect(await t.database.db.select().from(agencies).where(eq(agencies.name, 'Agence importée'))).toHaveLength(0);

    const done = await send('', { ...payload, onlyValid: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      agencyName: 'Agence importée',
      created: { customers: 1, sites: 1, agents: 1 },
      skipped: 3,
    });
    const agencyId = done.json().agencyId;
    const [site] = await t.database.db.select().from(sites).where(eq(sites.agencyId, agencyId));
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.agencyId, agencyId));
    expect(site).toMatchObject({ name: 'Entrée principale', customerId: customer.id });
    expect(site.address).toMatchObject({ zipcode: '69003', country: 'France' });
    const [agent] = await t.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.agencyId, agencyId), eq(memberships.role, 'agent')));
    expect(agent.active).toBe(false);
    const [infos] = await t.database.db.select().from(agentInfos).where(eq(agentInfos.membershipId, agent.id));
    expect(infos).toMatchObject({ cnapsCardNumber: 'CAR-069-1', cnapsCardExpiresAt: '2029-12-31' });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.agencyId, agencyId), eq(auditLog.action, 'agency.import')));
    expect(audit.data).toMatchObject({ created: { customers: 1, sites: 1, agents: 1 }, skipped: 3 });
  });

  it('imports a CSV of one kind into an existing agency, knowing its customers', async () => {
    const csv = 'Nom;Client;Ville\n"Hall d\'accueil";Clinique du Parc;Lyon\nQuai;Clinique du Parc;Lyon\n';
    const target = { mode: 'existing', agencyId: people.agency.id };
    const base = { fileName: 'sites.csv', content: Buffer.from(csv).toString('base64'), target };
    const noKind = await send('preview', base);
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().errors.csvKind).toBe('Indiquez ce que contient le fichier CSV.');
    const done = await send('', { ...base, csvKind: 'sites' });
    expect(done.json()).toMatchObject({ created: { customers: 0, sites: 2, agents: 0 }, skipped: 0 });
    const unknown = await send('preview', {
      ...base,
      csvKind: 'sites',
      target: { mode: 'existing', agencyId: '3f1c2b1e-0000-4000-8000-000000000001' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a file it cannot read, and a workbook without a known sheet', async () => {
    const pdf = await send('preview', {
      fileName: 'x.pdf',
      content: Buffer.from('%PDF-1.4 x').toString('base64'),
      csvKind: 'agents',
      target: newAgency('X'),
    });
    expect(pdf.statusCode).toBe(422);
    const noSheet = await send('preview', {
      fileName: 'x.xlsx',
      content: await workbook({ Feuil1: [['a']] }),
      target: newAgency('X'),
    });
    expect(noSheet.statusCode).toBe(422);
    expect(noSheet.json().message).toContain('Aucune feuille reconnue');
    const broken = await send('preview', {
      fileName: 'x.xlsx',
      content: Buffer.from('PK\u0003\u0004 cassé').toString('base64'),
      target: newAgency('X'),
    });
    expect(broken.statusCode).toBe(422);
  });

  it('gives the template workbook', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/import-agency/template',
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Clients', 'Sites', 'Collaborateurs']);
  });
});
