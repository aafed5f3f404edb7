import { type ImportSheet, importCounts, validateImport } from '@securite/domain/agency-import/agency-import';
import type { AgencyImportPreview, AgencyImportRequest } from '@securite/domain/agency-import/import-schemas';
import { importMessages } from '@securite/domain/agency-import/import-schemas';
import { messages } from '@securite/domain/errors/messages';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { agencies, customers, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';

/**
 * Reads the file and checks every row: the domain's rules, then what only the database knows (an e-mail another
 * account signs in with, a customer the target agency already has). An unknown existing agency is a 404.
 */
export async function checkImport(db: Db | Tx, request: AgencyImportRequest): Promise<ImportSheet[]> {
  let customerNames: string[] = [];
  if (request.target.mode === 'existing') {
    const [agency] = await db
      .select({ id: agencies.id })
      .from(agencies)
      .where(eq(agencies.id, request.target.agencyId));
    if (!agency) throw notFound(messages.agencyNotFound);
    const rows = await db
      .select({ name: customers.name })
      .from(customers)
      .where(and(inAgency(customers, agency.id), isNull(customers.archivedAt)));
    customerNames = rows.map((r) => r.name);
  }
  const raw = await readSpreadsheet({
    fileName: request.fileName,
    bytes: Buffer.from(request.content, 'base64'),
    csvKind: request.csvKind,
  });
  const sheets = validateImport(raw, { customerNames });
  const agents = (sheets.find((s) => s.kind === 'agents') as ImportSheet<'agents'> | undefined)?.rows ?? [];
  const emails = [...new Set(agents.flatMap((r) => (r.value?.email ? [r.value.email] : [])))];
  if (emails.length) {
    const taken = new Set(
      (await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map((u) => u.email),
    );
    for (const row of agents) {
      const email = row.value?.email;
      if (email && taken.has(email)) row.errors.push(importMessages.emailTaken(email));
    }
  }
  return sheets;
}

/** The preview's view of checked sheets: rows with their lines, names and errors, and the counts. */
export function presentPreview(sheets: readonly ImportSheet[]): AgencyImportPreview {
  return {
    sheets: sheets.map((sheet) => ({
      kind: sheet.kind,
      errors: sheet.errors,
      rows: sheet.rows.map((row) => ({ line: row.line, label: row.label, errors: row.errors })),
    })),
    ...importCounts(sheets),
  };
}

/** POST admin/import-agency/preview: what the import would do, writing nothing. */
export async function previewAgencyImport(ctx: AppContext, request: AgencyImportRequest): Promise<AgencyImportPreview> {
  return presentPreview(await checkImport(ctx.db, request));
}
