import type { AdminAgency, AdminAgencyFetchRequest } from '@securite/domain/admin/agency-schemas';
import type { FakeFilter } from '@securite/domain/tenancy/fake-data';
import type ExcelJS from 'exceljs';
import type { AppContext } from '../../context.ts';
import { loadExcel } from '../../pdf/load-libraries.ts';
import { findAgencies } from './find-agencies.ts';

/** An export holds at most this many agencies. */
const EXPORT_MAX_ROWS = 10_000;
const PAGE = 100;
const headerFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE3EBF3' } };

const day = (iso: string | null) => (iso ? new Date(iso) : null);
const columns: Array<{
  header: string;
  width: number;
  value: (a: AdminAgency) => string | number | Date | null;
  date?: true;
}> = [
  { header: 'Agence', width: 32, value: (a) => a.name },
  { header: 'E-mail', width: 30, value: (a) => a.email },
  { header: 'Ville', width: 20, value: (a) => a.city },
  { header: 'Gérant', width: 26, value: (a) => a.owner?.fullname ?? null },
  { header: 'E-mail du gérant', width: 30, value: (a) => a.owner?.email ?? null },
  { header: 'Collaborateurs', width: 15, value: (a) => a.counts.agents },
  { header: 'Équipe', width: 10, value: (a) => a.counts.staff },
  { header: 'Clients', width: 10, value: (a) => a.counts.customers },
  { header: 'Statut', width: 14, value: (a) => (a.locked ? 'Verrouillée' : 'Active') },
  { header: 'Fin d’abonnement', width: 16, value: (a) => day(a.subscriptionEndsAt), date: true },
  { header: 'Démonstration', width: 14, value: (a) => (a.fake ? 'Oui' : 'Non') },
  { header: 'Créée le', width: 14, value: (a) => day(a.createdAt), date: true },
];

/** POST admin/fetch/agencies-export: the filtered agencies as an Excel workbook, in the list's order. */
export async function exportAgencies(
  ctx: AppContext,
  request: AdminAgencyFetchRequest,
  callerFakeFilter: FakeFilter,
): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Sécurité Plateforme';
  const sheet = workbook.addWorksheet('Agences', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width,
    style: c.date ? { numFmt: 'dd/mm/yyyy' } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = headerFill;
  });
  for (let page = 1; (page - 1) * PAGE < EXPORT_MAX_ROWS; page++) {
    const { data } = await findAgencies(ctx, { ...request, page, limit: PAGE }, callerFakeFilter);
    for (const agency of data) sheet.addRow(columns.map((c) => c.value(agency)));
    if (data.length < PAGE) break;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
