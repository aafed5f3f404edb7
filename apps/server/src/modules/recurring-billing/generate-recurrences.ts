import { billedPeriodOf, duePeriods, periodKeyOf } from '@securite/domain/recurring-billing/recurrence';
import { todayIn } from '@securite/domain/time/calendar-day';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { commercialDocuments } from '../../db/schema/billing.ts';
import { invoiceRecurrenceRuns, invoiceRecurrences } from '../../db/schema/recurring-billing.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import {
  getBillingCustomer,
  insertDocument,
  invoiceFamily,
  sendDocumentEmail,
  validateDocument,
} from '../billing/public.ts';
import { systemTenant } from './system-tenant.ts';

/** The job that bills the due periods of every recurrence (offered daily, and after each start, by the scheduler). */
export const RECURRENCES_QUEUE = 'billing.recurrences';
/** The job that validates and e-mails one generated invoice of a « validée et envoyée » recurrence. */
export const RECURRENCE_SEND_QUEUE = 'billing.recurrence-send';

type RecurrenceRow = typeof invoiceRecurrences.$inferSelect;

/**
 * Bills every period due by today (in each agency's time zone) that has no invoice yet: one draft invoice per
 * missed period, oldest first. Each is made in one transaction with its (recurrence, period) row; another process
 * billing the same period waits on that unique key and then does nothing, so a period is billed exactly once.
 * Returns how many invoices this call made.
 */
export async function generateDueInvoices(ctx: AppContext, now: Date = new Date()): Promise<number> {
  // every agency: the daily job bills every agency's recurrences, each in its own agency below.
  const rows = await ctx.db
    .select({ rec: invoiceRecurrences, timezone: agencies.timezone })
    .from(invoiceRecurrences)
    .innerJoin(agencies, eq(agencies.id, invoiceRecurrences.agencyId))
    .where(eq(invoiceRecurrences.paused, false));
  let made = 0;
  for (const { rec, timezone } of rows) {
    const today = todayIn(timezone, now);
    const done = await ctx.db
      .select({ period: invoiceRecurrenceRuns.period })
      .from(invoiceRecurrenceRuns)
      .where(and(inAgency(invoiceRecurrenceRuns, rec.agencyId), eq(invoiceRecurrenceRuns.recurrenceId, rec.id)));
    for (const day of duePeriods(rec, today, new Set(done.map((d) => d.period)))) {
      try {
        if (await billPeriod(ctx, rec, day)) made++;
      } catch (error) {
        ctx.log.error({ err: error, recurrence: rec.id, day }, 'recurring invoice not made');
      }
    }
  }
  return made;
}

async function billPeriod(ctx: AppContext, rec: RecurrenceRow, day: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [run] = await tx
      .insert(invoiceRecurrenceRuns)
      .values({ agencyId: rec.agencyId, recurrenceId: rec.id, period: periodKeyOf(day), date: day })
      .onConflictDoNothing()
      .returning({ id: invoiceRecurrenceRuns.id });
    if (!run) return false;
    const customer = await getBillingCustomer(tx, rec.agencyId, rec.customerId);
    const billed = billedPeriodOf(rec, day);
    const { id: documentId } = await insertDocument(
      tx,
      rec.agencyId,
      'invoice',
      {
        customerId: rec.customerId,
        agentId: null,
        date: day,
        dueDate: null,
        subject: rec.subject,
        notes: rec.notes,
        lines: rec.lines,
        discount: rec.discount ?? null,
        deliveryAddress: null,
        periodStart: billed.start,
        periodEnd: billed.end,
        vatOnDebits: false,
        recipients: customer?.invoiceRecipients ?? [],
      },
      { createdBy: rec.createdBy },
    );
    await tx
      .update(invoiceRecurrenceRuns)
      .set({ documentId })
      .where(and(inAgency(invoiceRecurrenceRuns, rec.agencyId), eq(invoiceRecurrenceRuns.id, run.id)));
    if (rec.mode === 'send')
      await ctx.jobs.enqueue(
        RECURRENCE_SEND_QUEUE,
        { documentId },
        { tx, uniqueKey: `${RECURRENCE_SEND_QUEUE}:${documentId}` },
      );
    return true;
  });
}

/**
 * Validates a generated invoice through the billing module (number, Factur-X) and e-mails it to the customer's
 * invoice recipients, kind 'invoice'. A retry after a failure resumes: validating twice is harmless and an invoice
 * already sent is not sent again.
 */
export async function sendRecurrenceInvoice(ctx: AppContext, payload: Record<string, unknown>): Promise<void> {
  const documentId = String(payload.documentId);
  // every agency: the job names the invoice it made by its id alone; its agency is read from the row.
  const [doc] = await ctx.db.select().from(commercialDocuments).where(eq(commercialDocuments.id, documentId));
  if (!doc || (doc.status !== 'draft' && doc.status !== 'validated')) return;
  const tenant = await systemTenant(ctx.db, doc.agencyId, doc.createdBy);
  if (!tenant) return;
  if (doc.status === 'draft') await validateDocument(ctx, tenant, invoiceFamily, documentId);
  const customer = await getBillingCustomer(ctx.db, doc.agencyId, doc.customerId);
  const recipients = customer?.invoiceRecipients ?? [];
  if (recipients.length === 0) {
    ctx.log.warn({ document: documentId }, 'recurring invoice validated, the customer has no invoice recipient');
    return;
  }
  await sendDocumentEmail(ctx, tenant, invoiceFamily, documentId, { recipients });
}
