import { assertGranted } from '@securite/domain/auth/access';
import { computeDocumentTotals } from '@securite/domain/billing/document-totals';
import { billingMessages as bm } from '@securite/domain/billing/messages';
import {
  nextOccurrence,
  type Recurrence,
  type RecurrenceInvoice,
  type RecurrenceSave,
  recurrenceMessages as rm,
} from '@securite/domain/recurring-billing/recurrence';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { commercialDocuments } from '../../db/schema/billing.ts';
import { invoiceRecurrenceRuns, invoiceRecurrences } from '../../db/schema/recurring-billing.ts';
import { customers } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { getBillingCustomer } from '../billing/public.ts';
import { RECURRENCES_QUEUE } from './generate-recurrences.ts';

type RecurrenceRow = typeof invoiceRecurrences.$inferSelect;

const runStats = sql<{ last: string | null; count: number }>`(
  select json_build_object('last', max(r.date)::text, 'count', count(*))
  from invoice_recurrence_runs r where r.recurrence_id = ${invoiceRecurrences.id})`;

function present(row: RecurrenceRow, customerName: string, stats: { last: string | null; count: number }): Recurrence {
  const totals = computeDocumentTotals(row.lines, row.discount ?? null).totals;
  return {
    id: row.id,
    customerId: row.customerId,
    customerName,
    subject: row.subject,
    notes: row.notes,
    lines: row.lines,
    discount: row.discount ?? null,
    frequency: row.frequency,
    dayOfMonth: row.dayOfMonth,
    startDate: row.startDate,
    endDate: row.endDate,
    mode: row.mode,
    paused: row.paused,
    totalExclTaxCents: totals.taxBasisTotalCents,
    nextDate: nextOccurrence(row, stats.last),
    generatedCount: Number(stats.count),
    createdAt: row.createdAt.toISOString(),
  };
}

async function selectRecurrences(tx: Tx, agencyId: string, id?: string): Promise<Recurrence[]> {
  const rows = await tx
    .select({ row: invoiceRecurrences, customerName: customers.name, stats: runStats })
    .from(invoiceRecurrences)
    .innerJoin(customers, and(eq(customers.id, invoiceRecurrences.customerId), inAgency(customers, agencyId)))
    .where(and(inAgency(invoiceRecurrences, agencyId), id ? eq(invoiceRecurrences.id, id) : undefined))
    .orderBy(desc(invoiceRecurrences.createdAt))
    .limit(1000);
  return rows.map((r) => present(r.row, r.customerName, r.stats ?? { last: null, count: 0 }));
}

/** POST {agency}/fetch/invoiceRecurrence: the agency's recurrences with their next billing day. */
export async function findRecurrences(ctx: AppContext, tenant: TenantContext) {
  const data = await selectRecurrences(ctx.db, tenant.agency.id);
  return { data, total: data.length };
}

async function getRecurrence(tx: Tx, tenant: TenantContext, id: string): Promise<Recurrence> {
  const [found] = await selectRecurrences(tx, tenant.agency.id, id);
  if (!found) throw notFound(rm.notFound);
  return found;
}

/** POST {agency}/invoiceRecurrence: a new recurrence (invoices.create) or one changed (invoices.edit). */
export async function saveRecurrence(ctx: AppContext, tenant: TenantContext, input: RecurrenceSave) {
  assertGranted(tenant.actor, [input.id ? 'invoices.edit' : 'invoices.create']);
  const agencyId = tenant.agency.id;
  return ctx.db.transaction(async (tx) => {
    if (!(await getBillingCustomer(tx, agencyId, input.customerId))) throw notFound(bm.customerMissing);
    const columns = {
      customerId: input.customerId,
      subject: input.subject ?? null,
      notes: input.notes ?? null,
      lines: input.lines,
      discount: input.discount ?? null,
      frequency: input.frequency,
      dayOfMonth: input.dayOfMonth,
      startDate: input.startDate,
      endDate: input.endDate ?? null,
      mode: input.mode,
    };
    let id = input.id ?? null;
    if (id) {
      const [updated] = await tx
        .update(invoiceRecurrences)
        .set({ ...columns, updatedAt: new Date() })
        .where(and(inAgency(invoiceRecurrences, agencyId), eq(invoiceRecurrences.id, id)))
        .returning({ id: invoiceRecurrences.id });
      if (!updated) throw notFound(rm.notFound);
    } else {
      [{ id }] = await tx
        .insert(invoiceRecurrences)
        .values({ ...columns, agencyId, createdBy: tenant.actor.userId })
        .returning({ id: invoiceRecurrences.id });
    }
    // Billed at once when a period is already due (a recurrence started today or back-dated).
    await ctx.jobs.enqueue(RECURRENCES_QUEUE, {}, { tx });
    return getRecurrence(tx, tenant, id as string);
  });
}

/** PATCH {agency}/invoiceRecurrence/{id}/pause|resume: a paused recurrence bills nothing (resumed, it catches up). */
export async function setRecurrencePaused(ctx: AppContext, tenant: TenantContext, id: string, paused: boolean) {
  assertGranted(tenant.actor, ['invoices.edit']);
  const [updated] = await ctx.db
    .update(invoiceRecurrences)
    .set({ paused, updatedAt: new Date() })
    .where(and(inAgency(invoiceRecurrences, tenant.agency.id), eq(invoiceRecurrences.id, id)))
    .returning({ id: invoiceRecurrences.id });
  if (!updated) throw notFound(rm.notFound);
  return getRecurrence(ctx.db, tenant, id);
}

/** DELETE {agency}/invoiceRecurrence/{id}: the recurrence goes, the invoices it made stay. */
export async function deleteRecurrence(ctx: AppContext, tenant: TenantContext, id: string): Promise<void> {
  assertGranted(tenant.actor, ['invoices.edit']);
  const removed = await ctx.db
    .delete(invoiceRecurrences)
    .where(and(inAgency(invoiceRecurrences, tenant.agency.id), eq(invoiceRecurrences.id, id)))
    .returning({ id: invoiceRecurrences.id });
  if (removed.length === 0) throw notFound(rm.notFound);
}

/** POST {agency}/fetch/invoices/invoiceRecurrence/{id}: the periods billed by a recurrence and their invoices. */
export async function findRecurrenceInvoices(ctx: AppContext, tenant: TenantContext, id: string) {
  await getRecurrence(ctx.db, tenant, id);
  const rows = await ctx.db
    .select({
      period: invoiceRecurrenceRuns.period,
      date: invoiceRecurrenceRuns.date,
      documentId: invoiceRecurrenceRuns.documentId,
      number: commercialDocuments.number,
      status: commercialDocuments.status,
      totalCents: commercialDocuments.totalCents,
    })
    .from(invoiceRecurrenceRuns)
    .leftJoin(
      commercialDocuments,
      and(
        eq(commercialDocuments.id, invoiceRecurrenceRuns.documentId),
        inAgency(commercialDocuments, tenant.agency.id),
      ),
    )
    .where(and(inAgency(invoiceRecurrenceRuns, tenant.agency.id), eq(invoiceRecurrenceRuns.recurrenceId, id)))
    .orderBy(desc(invoiceRecurrenceRuns.date));
  const data: RecurrenceInvoice[] = rows.map((r) => ({ ...r, totalCents: r.totalCents ?? null }));
  return { data, total: data.length };
}
