import { frenchEuros } from '@securite/domain/money/amounts';
import {
  type EmailRemindSettings,
  nextReminderDay,
  type RemindSchedule,
  readEmailRemindSettings,
  reminderStepDue,
  renderRemindTemplate,
} from '@securite/domain/recurring-billing/email-remind';
import { formatDay, todayIn } from '@securite/domain/time/calendar-day';
import { and, asc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { commercialDocuments } from '../../db/schema/billing.ts';
import { invoiceReminders } from '../../db/schema/recurring-billing.ts';
import { agencies, customers } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { getBillingCustomer, invoiceFamily, renderDocument } from '../billing/public.ts';
import { systemTenant } from './system-tenant.ts';

/** The daily job e-mailing the reminders of late invoices. */
export const REMINDERS_QUEUE = 'billing.reminders';

/** GET {agency}/settings/email-remind. */
export async function getEmailRemindSettings(tx: Tx, agencyId: string): Promise<EmailRemindSettings> {
  const [row] = await tx.select({ settings: agencies.settings }).from(agencies).where(eq(agencies.id, agencyId));
  return readEmailRemindSettings((row?.settings as Record<string, unknown> | null)?.emailRemind);
}

/** PUT {agency}/settings/email-remind: replaces them; other keys of agencies.settings are left alone. */
export async function saveEmailRemindSettings(tx: Tx, agencyId: string, settings: EmailRemindSettings) {
  await tx
    .update(agencies)
    .set({
      settings: sql`coalesce(${agencies.settings}, '{}'::jsonb) || jsonb_build_object('emailRemind', ${JSON.stringify(settings)}::jsonb)`,
    })
    .where(eq(agencies.id, agencyId));
  return settings;
}

/** Validated or sent invoices whose due date has passed (the paid ones have moved to 'paid'). */
function lateInvoices(tx: Tx, agencyId: string, today: string) {
  return tx
    .select({
      id: commercialDocuments.id,
      number: commercialDocuments.number,
      dueDate: commercialDocuments.dueDate,
      totalCents: commercialDocuments.totalCents,
      customerName: customers.name,
    })
    .from(commercialDocuments)
    .innerJoin(customers, and(eq(customers.id, commercialDocuments.customerId), inAgency(customers, agencyId)))
    .where(
      and(
        inAgency(commercialDocuments, agencyId),
        eq(commercialDocuments.type, 'invoice'),
        inArray(commercialDocuments.status, ['validated', 'sent']),
        isNotNull(commercialDocuments.dueDate),
        lt(commercialDocuments.dueDate, today),
      ),
    )
    .orderBy(asc(commercialDocuments.dueDate))
    .limit(2000);
}

/**
 * Every agency with reminders on: each late invoice whose current step (reminderStepDue) was not reminded yet gets
 * one e-mail per invoice recipient, kind 'reminder', with its PDF. The (invoice, step) row is written in the
 * transaction that queues the mails, so a step is sent once whatever the number of runs. Returns the count.
 */
export async function sendDueReminders(ctx: AppContext, now: Date = new Date()): Promise<number> {
  const rows = await ctx.db
    .select({ id: agencies.id, timezone: agencies.timezone, settings: agencies.settings })
    .from(agencies)
    .where(sql`${agencies.settings} -> 'emailRemind' ->> 'enabled' = 'true'`);
  let sent = 0;
  for (const agency of rows) {
    const settings = readEmailRemindSettings((agency.settings as Record<string, unknown> | null)?.emailRemind);
    if (!settings.enabled) continue;
    const today = todayIn(agency.timezone, now);
    let tenant: TenantContext | null = null;
    for (const invoice of await lateInvoices(ctx.db, agency.id, today)) {
      const step = reminderStepDue(invoice.dueDate as string, today, settings);
      if (step === 0) continue;
      const [already] = await ctx.db
        .select({ id: invoiceReminders.id })
        .from(invoiceReminders)
        .where(
          and(
            inAgency(invoiceReminders, agency.id),
            eq(invoiceReminders.documentId, invoice.id),
            eq(invoiceReminders.step, step),
          ),
        );
      if (already) continue;
      tenant ??= await systemTenant(ctx.db, agency.id, null);
      if (!tenant) break;
      try {
        if (await remindInvoice(ctx, tenant, invoice.id, step, settings, today)) sent++;
      } catch (error) {
        ctx.log.error({ err: error, document: invoice.id, step }, 'invoice reminder not sent');
      }
    }
  }
  return sent;
}

async function remindInvoice(
  ctx: AppContext,
  tenant: TenantContext,
  documentId: string,
  step: number,
  settings: EmailRemindSettings,
  today: string,
): Promise<boolean> {
  const { doc, pdf, filename } = await renderDocument(ctx, tenant, invoiceFamily, documentId);
  // Still late on the day of the run: something left to pay (payments and credit notes counted).
  if (doc.leftToPayCents <= 0 || !doc.number || !doc.dueDate || doc.dueDate >= today) return false;
  const customer = await getBillingCustomer(ctx.db, tenant.agency.id, doc.customer.id);
  const recipients = customer?.invoiceRecipients ?? [];
  if (recipients.length === 0) return false;
  const values = {
    numero: doc.number,
    montant: frenchEuros(doc.leftToPayCents),
    echeance: formatDay(doc.dueDate),
    client: doc.customer.name,
  };
  const subject = renderRemindTemplate(settings.subject, values);
  const text = renderRemindTemplate(settings.body, values);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invoiceReminders)
      .values({ agencyId: tenant.agency.id, documentId, step, recipients })
      .onConflictDoNothing()
      .returning({ id: invoiceReminders.id });
    if (!row) return false;
    for (const to of recipients) {
      await queueMail(
        ctx,
        {
          to,
          subject,
          text,
          agencyId: tenant.agency.id,
          kind: 'reminder',
          attachments: [{ filename, contentType: 'application/pdf', content: pdf }],
        },
        { tx },
      );
    }
    return true;
  });
}

/** GET {agency}/invoices/reminds/schedule: the late invoices, the reminders each got and the next one's day. */
export async function findRemindSchedule(ctx: AppContext, tenant: TenantContext, now: Date = new Date()) {
  const settings = await getEmailRemindSettings(ctx.db, tenant.agency.id);
  const today = todayIn(tenant.agency.timezone, now);
  const late = await lateInvoices(ctx.db, tenant.agency.id, today);
  const sentRows =
    late.length === 0
      ? []
      : await ctx.db
          .select()
          .from(invoiceReminders)
          .where(
            and(
              inAgency(invoiceReminders, tenant.agency.id),
              inArray(
                invoiceReminders.documentId,
                late.map((l) => l.id),
              ),
            ),
          )
          .orderBy(asc(invoiceReminders.step));
  const data: RemindSchedule[] = late.map((invoice) => {
    const sent = sentRows
      .filter((r) => r.documentId === invoice.id)
      .map((r) => ({ step: r.step, sentAt: r.sentAt.toISOString() }));
    const lastStep = sent.reduce((max, s) => Math.max(max, s.step), 0);
    const dueDate = invoice.dueDate as string;
    return {
      documentId: invoice.id,
      number: invoice.number,
      customerName: invoice.customerName,
      dueDate,
      totalCents: invoice.totalCents,
      sent,
      nextReminderDate: settings.enabled ? nextReminderDay(dueDate, lastStep, settings) : null,
    };
  });
  return { data, total: data.length, enabled: settings.enabled };
}
