import { FakeFilter } from '@securite/domain/tenancy/fake-data';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencies } from '../../db/schema/tenancy.ts';
import { agencyWithCallers, caller, missingRight } from '../../testing/agent-kit.ts';
import { buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';
import { findExportServices } from './find-export-services.ts';
import { insertService, pageCount, paris, pdfText } from './planning-export-test-kit.ts';
import { XLSX_HEADER_ROW } from './render-planning-xlsx.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let b: Awaited<ReturnType<typeof agencyWithCallers>>;
const ids: Record<string, string> = {};
let viewer: ReturnType<typeof caller>;

beforeAll(async () => {
  const db = t.database.db;
  a = await agencyWithCallers(t, ['planning.sites']);
  b = await agencyWithCallers(t);
  const agencyId = a.agency.id;
  await db.update(agencies).set({ name: 'Agence Vigilance Test' }).where(eq(agencies.id, agencyId));
  const jean = await buildMember(db, agencyId, 'agent', { user: { firstname: 'Jean', lastname: 'Dupont' } });
  const marie = await buildMember(db, agencyId, 'agent', { user: { firstname: 'Marie', lastname: 'Curie' } });
  const rivoli = await buildSite(db, agencyId, { name: 'Centre Commercial Rivoli' });
  const nord = await buildSite(db, agencyId, { name: 'Entrepot Nord' });
  const foreign = await buildSite(db, b.agency.id, { name: 'Site Etranger' });
  Object.assign(ids, { jean: jean.membership.id, marie: marie.membership.id, rivoli: rivoli.id, nord: nord.id });
  Object.assign(ids, { foreignSite: foreign.id, foreignAgent: b.agent.membership.id });
  const base = { agencyId };
  await insertService(db, {
    ...base,
    siteId: rivoli.id,
    agentId: jean.membership.id,
    startAt: paris('2026-12-14T08:00'),
    endAt: paris('2026-12-14T16:00'),
    postTitle: 'Agent SSIAP',
  });
  await insertService(db, {
    ...base,
    siteId: rivoli.id,
    agentId: marie.membership.id,
    startAt: paris('2026-12-14T20:00'),
    endAt: paris('2026-12-15T08:00'),
    postTitle: 'Rondier de nuit',
    status: 3,
  });
  await insertService(db, {
    ...base,
    siteId: nord.id,
    agentId: jean.membership.id,
    startAt: paris('2026-12-16T09:00'),
    endAt: paris('2026-12-16T13:00'),
  });
  // Sunday night, unassigned: in the week of its start.
  await insertService(db, {
    ...base,
    siteId: nord.id,
    startAt: paris('2026-12-20T22:00'),
    endAt: paris('2026-12-21T06:00'),
  });
  // Deleted, next week, and just before the month (23:30 in Paris on 30 November): never in the week.
  await insertService(db, {
    ...base,
    siteId: rivoli.id,
    agentId: jean.membership.id,
    startAt: paris('2026-12-18T08:00'),
    endAt: paris('2026-12-18T10:00'),
    deletedAt: new Date(),
  });
  await insertService(db, {
    ...base,
    siteId: rivoli.id,
    agentId: jean.membership.id,
    startAt: paris('2026-12-21T08:00'),
    endAt: paris('2026-12-21T12:00'),
  });
  await insertService(db, {
    ...base,
    siteId: nord.id,
    agentId: marie.membership.id,
    startAt: paris('2026-11-30T23:30'),
    endAt: paris('2026-12-01T01:00'),
  });
  // 00:30 on 1 December in Paris is still 30 November in UTC: in December.
  await insertService(db, {
    ...base,
    siteId: nord.id,
    agentId: jean.membership.id,
    startAt: paris('2026-12-01T00:30'),
    endAt: paris('2026-12-01T06:30'),
  });
  // A circuit run by Marie: the circuit has no site, its child visits Rivoli.
  const circuit = await insertService(db, {
    ...base,
    isCircuit: true,
    agentId: marie.membership.id,
    startAt: paris('2026-12-17T10:00'),
    endAt: paris('2026-12-17T12:00'),
    postTitle: 'Tournée Est',
  });
  // Its stop has no post of its own: the printed line names the circuit.
  await insertService(db, {
    ...base,
    siteId: rivoli.id,
    circuitId: circuit.id,
    startAt: paris('2026-12-17T10:00'),
    endAt: paris('2026-12-17T11:00'),
  });
  // Another agency's service on the same days.
  await insertService(db, {
    agencyId: b.agency.id,
    siteId: foreign.id,
    startAt: paris('2026-12-15T08:00'),
    endAt: paris('2026-12-15T10:00'),
  });
  const bare = await buildMember(db, agencyId, 'staff');
  viewer = caller(t.app, (await loginAs(t.app, bare.user.email)).token);
}, 60_000);

const url = (path: string, query: string) => `${a.base}/planning/${path}?${query}`;

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

describe('GET {agency}/planning/export.pdf', () => {
  it('prints the week by sites: agency, title, sites, agents, times and totals, as an A4 landscape download', async () => {
    const response = await a.staff.api.get(url('export.pdf', 'view=sites&period=week&from=2026-12-16'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="planning-sites-2026-12-14.pdf"');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    const text = pdfText(pdf);
    expect(text).toEqual(
      expect.arrayContaining([
        'Agence Vigilance Test',
        'Planning par sites — semaine du 14/12/2026',
        'Du 14/12/2026 au 20/12/2026 — heure de Paris',
        'Centre Commercial Rivoli',
        'Entrepot Nord',
        'Jean Dupont',
        'Marie Curie',
        'Non pourvu',
        'Agent SSIAP',
        'lun. 14/12',
        'dim. 20/12',
        '20:00',
        '08:00',
        'Page 1 / 1',
      ]),
    );
    // Rivoli: 8 h + 12 h + the circuit's hour; Nord: 4 h + 8 h; the week 33 h.
    expect(text).toEqual(expect.arrayContaining(['21 h', '12 h', '33 h']));
    expect(text.join('\n')).not.toMatch(/Site Etranger/);
  });

  it('prints the month by agents as lists per agent, with the posts left without an agent', async () => {
    const response = await a.staff.api.get(url('export.pdf', 'view=agents&period=month&from=2026-12-01'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('planning-agents-2026-12.pdf');
    const text = pdfText(response.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        'Planning par collaborateurs — décembre 2026',
        'Jean Dupont',
        'Marie Curie',
        'Postes non pourvus',
        'Circuit Tournée Est',
        'mar. 01/12',
      ]),
    );
    // Jean: 1 Dec 6 h, 14 Dec 8 h, 16 Dec 4 h, 21 Dec 4 h; the deleted one is not counted.
    expect(text).toContain('4 service(s) — Total : 22 h');
    // Marie's night of 30 November belongs to November.
    expect(text).toContain('2 service(s) — Total : 13 h');
    // Agents by last name: Curie before Dupont; the open posts last.
    const order = ['Marie Curie', 'Jean Dupont', 'Postes non pourvus'].map((name) => text.indexOf(name));
    expect(order).toEqual([...order].sort((x, y) => x - y));
    expect(pageCount(response.rawPayload)).toBeGreaterThanOrEqual(1);
  });

  it('prints only the named rows, an empty one included', async () => {
    const empty = await buildSite(t.database.db, a.agency.id, { name: 'Parking Vide' });
    const response = await a.staff.api.get(
      url('export.pdf', `view=sites&period=month&from=2026-12-09&ids=${empty.id},${ids.nord}`),
    );
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toEqual(expect.arrayContaining(['Entrepot Nord', 'Parking Vide', 'Aucun service sur la période.']));
    expect(text).not.toContain('Centre Commercial Rivoli');
  });

  it('answers 404 for another agency’s rows or agency, 403 without a planning right, 400 for a bad query', async () => {
    const foreignSite = await a.staff.api.get(
      url('export.pdf', `view=sites&period=week&from=2026-12-14&ids=${ids.foreignSite}`),
    );
    expect(foreignSite.statusCode).toBe(404);
    expect(foreignSite.json().message).toBe('Site introuvable.');
    const foreignAgent = await a.owner.api.get(
      url('export.xlsx', `view=agents&period=week&from=2026-12-14&ids=${ids.foreignAgent}`),
    );
    expect(foreignAgent.statusCode).toBe(404);
    const otherAgency = await b.owner.api.get(url('export.pdf', 'view=sites&period=week&from=2026-12-14'));
    expect(otherAgency.statusCode).toBe(404);
    const refused = await viewer.get(url('export.pdf', 'view=sites&period=week&from=2026-12-14'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(missingRight('Voir le planning par sites'));
    expect((await a.agent.api.get(url('export.xlsx', 'view=sites&period=week&from=2026-12-14'))).statusCode).toBe(403);
    const bad = await a.staff.api.get(url('export.pdf', 'view=sites&period=year&from=2026-13-01'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });

  it('gives an agent their own planning in their scope, and nobody else’s', async () => {
    const db = t.database.db;
    const jean = await buildMember(db, a.agency.id, 'agent', { user: { firstname: 'Solo', lastname: 'Agent' } });
    const own = await buildSite(db, a.agency.id, { name: 'Site Solo' });
    await insertService(db, {
      agencyId: a.agency.id,
      siteId: own.id,
      agentId: jean.membership.id,
      // Another week than the shared data's, which the other tests count.
      startAt: paris('2027-01-05T07:00'),
      endAt: paris('2027-01-05T09:00'),
    });
    const self = caller(t.app, (await loginAs(t.app, jean.user.email)).token);
    const mine = await self.get(
      `${a.base}/agent/${jean.membership.id}/planning/export.pdf?view=sites&period=week&from=2027-01-06&ids=${ids.nord}`,
    );
    expect(mine.statusCode).toBe(200);
    const text = pdfText(mine.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining(['Planning par collaborateurs — semaine du 04/01/2027', 'Solo Agent', 'Site Solo']),
    );
    expect(text).not.toContain('Jean Dupont');
    const other = await self.get(
      `${a.base}/agent/${ids.jean}/planning/export.pdf?view=agents&period=week&from=2026-12-14`,
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('GET|POST {agency}/planning/export.xlsx', () => {
  it('lists the week by sites with real dates, times in Paris, durations and totals per site', async () => {
    const response = await a.staff.api.get(url('export.xlsx', 'view=sites&period=week&from=2026-12-14'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="planning-sites-2026-12-14.xlsx"');
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.getCell('A1').value).toBe('Agence Vigilance Test — Planning par sites — semaine du 14/12/2026');
    const header = sheet.getRow(XLSX_HEADER_ROW);
    expect(header.values).toEqual([
      undefined,
      'Date',
      'Début',
      'Fin',
      'Durée (h)',
      'Site',
      'Collaborateur',
      'Intitulé du poste',
      'Statut',
    ]);
    expect(header.font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: XLSX_HEADER_ROW });
    const rows = [];
    for (let n = XLSX_HEADER_ROW + 1; n <= sheet.rowCount; n++) rows.push(sheet.getRow(n));
    const cells = rows.map((row) => [row.getCell(5).value, row.getCell(6).value, row.getCell(4).value]);
    expect(cells).toEqual([
      ['Centre Commercial Rivoli', 'Jean Dupont', 8],
      ['Centre Commercial Rivoli', 'Marie Curie', 12],
      ['Centre Commercial Rivoli', 'Marie Curie', 1],
      ['Total Centre Commercial Rivoli', null, { formula: 'SUBTOTAL(9,D4:D6)', result: 21 }],
      ['Entrepot Nord', 'Jean Dupont', 4],
      ['Entrepot Nord', 'Non pourvu', 8],
      ['Total Entrepot Nord', null, { formula: 'SUBTOTAL(9,D8:D9)', result: 12 }],
      ['Total de la période', null, { formula: 'SUBTOTAL(9,D4:D10)', result: 33 }],
    ]);
    const night = rows[1];
    expect(night.getCell(1).value).toEqual(new Date('2026-12-14T00:00:00Z'));
    expect(night.getCell(1).numFmt).toBe('dd/mm/yyyy');
    expect(night.getCell(2).value).toEqual(new Date('2026-12-14T20:00:00Z'));
    expect(night.getCell(3).value).toEqual(new Date('2026-12-15T08:00:00Z'));
    expect(night.getCell(3).numFmt).toBe('hh:mm');
    expect(night.getCell(7).value).toBe('Rondier de nuit');
    expect(night.getCell(8).value).toBe('Terminé');
    expect(rows[3].font?.bold).toBe(true);
  });

  it('takes the rows in a JSON body too, and follows the fake-data filter', async () => {
    await insertService(t.database.db, {
      agencyId: a.agency.id,
      siteId: ids.nord,
      agentId: ids.marie,
      startAt: paris('2026-12-19T08:00'),
      endAt: paris('2026-12-19T09:00'),
      fake: true,
    });
    const names = async (api: typeof viewer) => {
      const body = { view: 'agents', period: 'week', from: '2026-12-14', ids: [ids.marie] };
      const response = await api.post(`${a.base}/planning/export.xlsx`, body);
      expect(response.statusCode).toBe(200);
      const sheet = await sheetOf(response.rawPayload);
      const list = [];
      for (let n = XLSX_HEADER_ROW + 1; n <= sheet.rowCount; n++) list.push(sheet.getRow(n).getCell(6).value);
      return list;
    };
    // Staff see real data only; the owner sees the demo rows too.
    expect(await names(a.staff.api)).toEqual([
      'Marie Curie',
      'Marie Curie',
      'Total Marie Curie',
      'Total de la période',
    ]);
    expect(await names(a.owner.api)).toHaveLength(5);
  });
});

describe('findExportServices', () => {
  it('reads page by page the same services as in one go', async () => {
    const filter = {
      agencyId: a.agency.id,
      from: paris('2026-12-01T00:00'),
      to: paris('2027-01-01T00:00'),
      fakeFilter: FakeFilter.All,
    };
    const whole = await findExportServices(t.database.db, filter);
    const paged = await findExportServices(t.database.db, filter, 2);
    expect(whole.length).toBeGreaterThan(5);
    expect(paged.map((s) => s.id)).toEqual(whole.map((s) => s.id));
  });
});
