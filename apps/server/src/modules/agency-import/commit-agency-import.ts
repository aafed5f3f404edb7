import { randomInt } from 'node:crypto';
import { AuditAction } from '@securite/domain/admin/schemas';
import type { ImportRow, ImportSheet } from '@securite/domain/agency-import/agency-import';
import { normalizeHeader } from '@securite/domain/agency-import/import-columns';
import {
  type AgencyImportRequest,
  type AgencyImportResult,
  importMessages,
} from '@securite/domain/agency-import/import-schemas';
import { newIndividualNumber } from '@securite/domain/agents/individual-number';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { agentInfos } from '../../db/schema/agents.ts';
import { sites } from '../../db/schema/sites.ts';
import { agencies, customers, memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { insertAgency } from '../admin/public.ts';
import { writeAuditEntry } from '../audit/public.ts';
import { checkImport, presentPreview } from './check-import.ts';

const rowsOf = <K extends 'customers' | 'sites' | 'agents'>(sheets: readonly ImportSheet[], kind: K) =>
  ((sheets.find((s) => s.kind === kind) as ImportSheet<K> | undefined)?.rows ?? []) as ImportRow<K>[];
const good = <K extends 'customers' | 'sites' | 'agents'>(rows: ImportRow<K>[]) =>
  rows.filter((r) => r.errors.length === 0 && r.value !== null);

/**
 * POST admin/import-agency: checks the file again (it may have changed since the preview), then writes every good
 * row in one transaction: the agency (when new), its customers, its sites (linked to their customer by name) and its
 * agent records (no account yet: the agency activates them). With a row in error nothing is written, unless the
 * admin confirmed importing only the good rows (onlyValid); a sheet that cannot be read stops everything.
 */
export async function commitAgencyImport(
  ctx: AppContext,
  actorUserId: string,
  request: AgencyImportRequest,
): Promise<AgencyImportResult> {
  return ctx.db.transaction(async (tx) => {
    const sheets = await checkImport(tx, request);
    const counts = presentPreview(sheets);
    const refuse = (message: string) => new AppError(ErrorCode.Unprocessable, message, { details: counts });
    if (counts.blocked > 0) throw refuse(importMessages.blocked);
    if (counts.invalid > 0 && !request.onlyValid) throw refuse(importMessages.hasErrors(counts.invalid));
    if (counts.valid === 0) throw refuse(importMessages.nothingToImport);
    const agency = await targetAgency(tx, request);
    const created = { customers: 0, sites: 0, agents: 0 };
    const customerIds = new Map<string, string>();
    for (const row of await tx
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(and(inAgency(customers, agency.id), isNull(customers.archivedAt)))) {
      customerIds.set(normalizeHeader(row.name), row.id);
    }
    for (const { value } of good(rowsOf(sheets, 'customers'))) {
      if (!value) continue;
      const [row] = await tx
        .insert(customers)
        .values({
          agencyId: agency.id,
          name: value.name,
          type: value.type,
          email: value.email,
          phone: value.phone,
          address: value.address,
          siren: value.siren,
          fake: agency.fake,
        })
        .returning({ id: customers.id });
      customerIds.set(normalizeHeader(value.name), row.id);
      created.customers++;
    }
    for (const { value } of good(rowsOf(sheets, 'sites'))) {
      if (!value) continue;
      await tx.insert(sites).values({
        agencyId: agency.id,
        name: value.name,
        customerId: value.customerName ? (customerIds.get(normalizeHeader(value.customerName)) ?? null) : null,
        address: value.address,
        fake: agency.fake,
      });
      created.sites++;
    }
    for (const { value } of good(rowsOf(sheets, 'agents'))) {
      if (!value) continue;
      await insertAgentRecord(tx, agency, value);
      created.agents++;
    }
    await writeAuditEntry(tx, {
      agencyId: agency.id,
      actorUserId,
      action: AuditAction.ImportAgency,
      targetType: 'agency',
      targetId: agency.id,
      data: { fileName: request.fileName, created, skipped: counts.invalid },
    });
    return { agencyId: agency.id, agencyName: agency.name, created, skipped: counts.invalid };
  });
}

async function targetAgency(tx: Tx, request: AgencyImportRequest) {
  if (request.target.mode === 'new') return insertAgency(tx, request.target.agency);
  const [agency] = await tx.select().from(agencies).where(eq(agencies.id, request.target.agencyId)).for('update');
  if (!agency) throw notFound(messages.agencyNotFound);
  return agency;
}

/** An agent record as the agents page creates one: a user without password, an inactive agent membership. */
async function insertAgentRecord(
  tx: Tx,
  agency: { id: string; fake: boolean },
  value: NonNullable<ImportRow<'agents'>['value']>,
) {
  const [user] = await tx
    .insert(users)
    .values({
      email: value.email,
      firstname: value.firstname,
      lastname: value.lastname,
      phone: value.phone,
      firstLogin: true,
      fake: agency.fake,
    })
    .returning({ id: users.id });
  const [membership] = await tx
    .insert(memberships)
    .values({ agencyId: agency.id, userId: user.id, role: 'agent', active: false, fake: agency.fake })
    .returning({ id: memberships.id });
  await tx.insert(agentInfos).values({
    membershipId: membership.id,
    agencyId: agency.id,
    individualNumber: newIndividualNumber(randomInt),
    cnapsCardNumber: value.cnapsCardNumber,
    cnapsCardExpiresAt: value.cnapsCardExpiresAt,
    specialties: value.specialties,
  });
}
