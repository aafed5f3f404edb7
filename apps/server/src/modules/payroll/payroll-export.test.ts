import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentInfos } from '../../db/schema/agents.ts';
import { services } from '../../db/schema/services.ts';
import { agencyWithCallers, caller, createAgentVia, missingRight } from '../../testing/agent-kit.ts';
import { buildMember, loginAs } from '../../testing/factories.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let b: Awaited<ReturnType<typeof agencyWithCallers>>;
let nina: Awaited<ReturnType<typeof buildMember>>;
let omar: Awaited<ReturnType<typeof buildMember>>;
let planner: ReturnType<typeof caller>;
const may = { from: '2026-05-01', to: '2026-05-31' };
/** Paris summer time (UTC+2) as an instant. */
const paris = (day: string, time: string) => new Date(`${day}T${time}:00+02:00`);

beforeAll(async () => {
  const db = t.database.db;
  a = await agencyWithCallers(t, ['exports.view']);
  b = await agencyWithCallers(t, ['exports.view']);
  const plannerMember = await buildMember(db, a.agency.id, 'staff', { rights: ['services.create', 'hours.view'] });
  planner = caller(t.app, (await loginAs(t.app, plannerMember.user.email)).token);
  nina = await buildMember(db, a.agency.id, 'agent', { user: { firstname: 'Nina', lastname: 'Aubert' } });
  omar = await buildMember(db, a.agency.id, 'agent', { user: { firstname: 'Omar', lastname: 'Benali' } });
  await db.insert(agentInfos).values([
    {
      membershipId: nina.membership.id,
      agencyId: a.agency.id,
      individualNumber: 'P-1',
      registrationNumber: 'M-001',
      activeContract: { hoursLimit: 35, period: 'weekly' },
      nationality: 'Française',
      birthDate: '1990-04-12',
      sex: 'female',
      jobTitle: 'Agent de sécurité',
      // Longer than its column: the register wraps it, whole.
      qualification: 'Agent d’exploitation, niveau 3, échelon 2, coefficient 140 (prévention et sécurité)',
      contractType: 'cdi',
      entryDate: '2024-09-01',
    },
    {
      membershipId: omar.membership.id,
      agencyId: a.agency.id,
      individualNumber: 'P-2',
      nationality: 'Marocaine',
      sex: 'male',
      contractType: 'cdd',
      entryDate: '2026-01-15',
      exitDate: '2026-06-30',
      workPermitType: 'Carte de séjour pluriannuelle',
      workPermitNumber: 'CS123456',
    },
  ]);
  const site = await buildSite(db, a.agency.id);
  const add = (agentId: string, start: Date, end: Date) =>
    db.insert(services).values({
      agencyId: a.agency.id,
      reference: `S-${randomUUID().slice(0, 8)}`,
      siteId: site.id,
      agentId,
      startAt: start,
      endAt: end,
    });
  // 1 May (holiday) night into Saturday, Sunday 3 May by day, then 4 × 10 h in the week of 4 May (overtime).
  await add(nina.membership.id, paris('2026-05-01', '20:00'), paris('2026-05-02', '06:00'));
  await add(nina.membership.id, paris('2026-05-03', '08:00'), paris('2026-05-03', '16:00'));
  for (const day of ['2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07']) {
    await add(nina.membership.id, paris(day, '08:00'), paris(day, '18:00'));
  }
  await add(omar.membership.id, paris('2026-05-12', '21:00'), paris('2026-05-13', '07:00'));
  await a.owner.api.post(`${a.base}/salary-element`, {
    agentId: nina.membership.id,
    month: '2026-05',
    kind: 'bonus',
    label: 'Prime de panier',
    amountCents: 4_550,
  });
  await a.owner.api.post(`${a.base}/salary-element`, {
    agentId: omar.membership.id,
    month: '2026-04',
    kind: 'advance',
    label: 'Acompte d’avril',
    amountCents: 10_000,
  });
});

describe('payroll preview and export', () => {
  it('counts the month’s hours exactly as the hours module does', async () => {
    const hours = (await a.owner.api.post(`${a.base}/fetch/hours`, { ...may, limit: 500 })).json();
    const payroll = await a.staff.api.post(`${a.base}/fetch/payroll`, { month: '2026-05' });
    expect(payroll.statusCode).toBe(200);
    const body = payroll.json();
    expect(body.label).toBe('mai 2026');
    expect(body.rows.map((r: { agent: { fullname: string } }) => r.agent.fullname)).toEqual([
      'Nina Aubert',
      'Omar Benali',
    ]);
    for (const row of body.rows) {
      const counted = hours.data.find((h: { agent: { id: string } }) => h.agent.id === row.agent.id);
      expect(row).toMatchObject({
        plannedMinutes: counted.plannedMinutes,
        realizedMinutes: counted.realizedMinutes,
        categories: counted.categories,
        overtimeMinutes: counted.overtimeMinutes,
        weightedHours: counted.weightedHours,
      });
    }
    const ninaRow = body.rows[0];
    expect(ninaRow.categories.holiday + ninaRow.categories.nightHoliday).toBeGreaterThan(0);
    expect(ninaRow.categories.sunday).toBe(8 * 60);
    expect(ninaRow.overtimeMinutes).toBeGreaterThan(0);
    expect(ninaRow.elementTotals).toEqual({ bonus: 4550, deduction: 0, advance: 0, expense: 0 });
    expect(body.totals.plannedMinutes).toBe(hours.totals.plannedMinutes);
    expect(body.totals.categories).toEqual(hours.totals.categories);
  });

  it('writes the CSV: BOM, semicolons, French decimals, hours and salary elements', async () => {
    const response = await a.owner.api.post(`${a.base}/export/payroll`, { month: '2026-05', format: 'csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="paie-2026-05.csv"');
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFMatricule;Collaborateur;Heures planifiées;')).toBe(true);
    const payroll = (await a.owner.api.post(`${a.base}/fetch/payroll`, { month: '2026-05' })).json();
    const ninaLine = text.split('\r\n').find((line) => line.includes('Nina Aubert')) as string;
    const cells = ninaLine.split(';');
    expect(cells[0]).toBe('M-001');
    expect(cells[2]).toBe(String(Math.round((payroll.rows[0].plannedMinutes / 60) * 100) / 100).replace('.', ','));
    expect(ninaLine).toContain('45,5');
    expect(ninaLine).toContain('Prime : Prime de panier 45,50 €');
    expect(text).not.toContain('Acompte d’avril');
    expect(text.trimEnd().split('\r\n').at(-1)?.startsWith(';Total;')).toBe(true);
  });

  it('writes the spreadsheet with the same figures', async () => {
    const response = await a.owner.api.post(`${a.base}/export/payroll`, { month: '2026-05', format: 'xlsx' });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Paie') as ExcelJS.Worksheet;
    expect(sheet?.getRow(3).getCell(2).value).toBe('Collaborateur');
    expect(sheet?.getRow(4).getCell(2).value).toBe('Nina Aubert');
    const bonusColumn = (sheet.getRow(3).values as string[]).indexOf('Primes (€)');
    expect(sheet?.getRow(4).getCell(bonusColumn).value).toBe(45.5);
  });

  it('writes the staff register with its legal columns, as PDF and spreadsheet', async () => {
    // A record without an entry date is nobody employed yet: never listed.
    const zoe = await buildMember(t.database.db, a.agency.id, 'agent', {
      user: { firstname: 'Zoé', lastname: 'Sansdate' },
    });
    await t.database.db.insert(agentInfos).values({
      membershipId: zoe.membership.id,
      agencyId: a.agency.id,
      individualNumber: 'P-3',
      contractType: 'cdi',
    });
    const pdf = await a.owner.api.post(`${a.base}/export/staff-register`, { month: '2026-05', format: 'pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload).join(' ');
    for (const expected of [
      'Registre unique du personnel',
      'Nationalité',
      'Type de contrat',
      'Aubert',
      'Agent de sécurité',
      '01/09/2024',
      'CDD',
      '30/06/2026',
      'Carte de séjour pluriannuelle n° CS123456',
      // Every column whole, wrapped rather than cut: the headers, the birth date and sex, the long qualification.
      'Titre de travail',
      '(étrangers)',
      'naissance',
      '12/04/1990',
      'Femme',
      'coefficient 140',
      'sécurité)',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('…');
    const xlsx = await a.owner.api.post(`${a.base}/export/staff-register`, { month: '2026-05', format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Registre du personnel');
    expect(sheet?.getRow(4).getCell(2).value).toBe('Aubert');
    expect(sheet?.getRow(5).getCell(12).value).toBe('Carte de séjour pluriannuelle n° CS123456');
    expect(sheet?.getRow(6).getCell(2).value ?? null).toBeNull();
    expect(text).not.toContain('Sansdate');
    // Before Omar's entry, the register lists Nina only.
    const december = await a.owner.api.post(`${a.base}/export/staff-register`, { month: '2025-12', format: 'xlsx' });
    const early = new ExcelJS.Workbook();
    await early.xlsx.load(december.rawPayload as unknown as ArrayBuffer);
    expect(early.getWorksheet('Registre du personnel')?.getRow(5).getCell(2).value ?? null).toBeNull();
  });

  it('refuses without exports.view (403), another agency (404), a wrong format (422) or month (400)', async () => {
    const refused = await planner.post(`${a.base}/export/payroll`, { month: '2026-05', format: 'csv' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(missingRight('Exporter les données'));
    expect((await a.agent.api.post(`${a.base}/fetch/payroll`, { month: '2026-05' })).statusCode).toBe(403);
    expect((await b.owner.api.post(`${a.base}/fetch/payroll`, { month: '2026-05' })).statusCode).toBe(404);
    const other = (await b.owner.api.post(`${b.base}/fetch/payroll`, { month: '2026-05' })).json();
    expect(other.rows).toEqual([]);
    const format = await a.owner.api.post(`${a.base}/export/payroll`, { month: '2026-05', format: 'pdf' });
    expect(format.statusCode).toBe(422);
    expect(format.json().message).toBe('Ce format n’est pas disponible pour cet export');
    const month = await a.owner.api.post(`${a.base}/export/payroll`, { month: 'mai', format: 'csv' });
    expect(month.statusCode).toBe(400);
    expect(month.json().errors.month).toBe('Mois invalide (AAAA-MM)');
    expect(
      (await a.owner.api.post(`${a.base}/export/accounting`, { month: '2026-05', format: 'csv' })).statusCode,
    ).toBe(400);
  });

  it('keeps the register’s details on the agent record (exit not before entry)', async () => {
    const employment = {
      sex: 'female',
      jobTitle: 'Agent cynophile',
      qualification: 'Niveau 3',
      contractType: 'interim',
      entryDate: '2026-02-01',
      exitDate: '2026-02-28',
      workPermitType: ' ',
      workPermitNumber: null,
    } as const;
    const { agent } = await createAgentVia(b.owner.api, b.base, { agentInfos: employment });
    expect(agent.agentInfos).toMatchObject({ ...employment, workPermitType: null });
    const refused = await b.owner.api.post(`${b.base}/agent`, {
      firstname: 'Léa',
      lastname: 'Roux',
      agentInfos: { entryDate: '2026-03-01', exitDate: '2026-02-01' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors['agentInfos.exitDate']).toBe(
      'La date de sortie doit être postérieure ou égale à la date d’entrée',
    );
    const register = await b.owner.api.post(`${b.base}/export/staff-register`, { month: '2026-02', format: 'pdf' });
    const text = pdfText(register.rawPayload).join(' ');
    expect(text).toContain('Agent cynophile');
    expect(text).toContain('Intérim');
  });

  it('prints the agency’s header and footer (Paramètres › export) on the staff register', async () => {
    expect((await b.owner.api.get(`${b.base}/settings/export`)).json()).toEqual({ header: '', footer: '' });
    const saved = await b.owner.api.put(`${b.base}/settings/export`, {
      header: 'Sécurité Test — 12 rue de la Paix, 75002 Paris',
      footer: 'Document confidentiel',
    });
    expect(saved.statusCode).toBe(200);
    expect((await b.staff.api.get(`${b.base}/settings/export`)).json().footer).toBe('Document confidentiel');
    expect((await b.staff.api.put(`${b.base}/settings/export`, { header: 'x' })).statusCode).toBe(403);
    expect((await b.owner.api.put(`${b.base}/settings/export`, { header: 'x'.repeat(501) })).json().errors.header).toBe(
      'Maximum 500 caractères',
    );
    const register = await b.owner.api.post(`${b.base}/export/staff-register`, { month: '2026-02', format: 'pdf' });
    const text = pdfText(register.rawPayload).join(' ');
    expect(text).toContain('Sécurité Test — 12 rue de la Paix, 75002 Paris');
    expect(text).toContain('Document confidentiel');
  });
});
