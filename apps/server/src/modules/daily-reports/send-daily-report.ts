import { isEmptyReport } from '@securite/domain/daily-reports/daily-report-content';
import { dailyReportMessages as texts } from '@securite/domain/daily-reports/daily-report-messages';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { customerContacts } from '../../db/schema/customers.ts';
import { dailyReports } from '../../db/schema/daily-reports.ts';
import { sites } from '../../db/schema/sites.ts';
import { customers } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { asBuffer } from '../../pdf/off-thread.ts';
import { readEventFile } from '../events/public.ts';
import { dailyReportMail } from './daily-report-mail.ts';
import { loadDailyReport, thumbnailsOf } from './load-daily-report.ts';
import type { ReportThumbnail } from './render-daily-report-pdf.ts';

/** The job that draws and mails one site's report of one day (payload: agencyId, siteId, day). */
export const DAILY_REPORT_SEND_QUEUE = 'daily-reports.send';

/** At most this many pictures are read for one report (the PDF draws them all). */
const MAX_THUMBNAILS = 40;

const renderer = { module: new URL('./render-daily-report-pdf.ts', import.meta.url), name: 'renderDailyReportPdf' };

/**
 * The contacts of the site's customer who asked for the report (sendCustomerServiceEventReport), each address once
 * (compared without case), in the customer's order; none for an archived site or customer.
 */
export async function dailyReportRecipients(db: Db, agencyId: string, siteId: string): Promise<string[]> {
  const rows = await db
    .select({ email: customerContacts.email })
    .from(sites)
    .innerJoin(
      customers,
      and(eq(customers.id, sites.customerId), inAgency(customers, agencyId), isNull(customers.archivedAt)),
    )
    .innerJoin(
      customerContacts,
      and(
        eq(customerContacts.customerId, customers.id),
        inAgency(customerContacts, agencyId),
        eq(customerContacts.sendServiceEventReport, true),
      ),
    )
    .where(and(eq(sites.id, siteId), inAgency(sites, agencyId), isNull(sites.archivedAt)))
    .orderBy(asc(customerContacts.rank), asc(customerContacts.email));
  const seen = new Map<string, string>();
  for (const { email } of rows) {
    const trimmed = email.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()];
}

async function alreadyReported(db: Db, agencyId: string, siteId: string, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: dailyReports.id })
    .from(dailyReports)
    .where(and(inAgency(dailyReports, agencyId), eq(dailyReports.siteId, siteId), eq(dailyReports.day, day)));
  return row !== undefined;
}

async function readThumbnails(ctx: AppContext, agencyId: string, fileIds: string[]): Promise<ReportThumbnail[]> {
  const read: ReportThumbnail[] = [];
  for (const fileId of fileIds.slice(0, MAX_THUMBNAILS)) {
    const file = await readEventFile(ctx, agencyId, fileId);
    if (file) read.push({ fileId, contentType: file.contentType, bytes: file.bytes });
  }
  return read;
}

/**
 * Job: the daily report of a site for a day, once. Nothing is mailed when nobody asked for it; a day when nothing
 * happened is recorded without mail. Otherwise the PDF is drawn on a worker thread, then, in one transaction, the
 * (site, day) row is inserted and one outbox mail per contact queued: a second process or a second run inserts
 * nothing (the unique key) and mails nothing.
 */
export async function sendDailyReport(ctx: AppContext, payload: Record<string, unknown>): Promise<void> {
  const agencyId = String(payload.agencyId);
  const siteId = String(payload.siteId);
  const day = String(payload.day);
  if (await alreadyReported(ctx.db, agencyId, siteId, day)) return;
  const recipients = await dailyReportRecipients(ctx.db, agencyId, siteId);
  if (recipients.length === 0) {
    ctx.log.info({ site: siteId, day }, texts.noRecipient);
    return;
  }
  const content = await loadDailyReport(ctx.db, agencyId, siteId, day);
  if (!content) return;
  if (isEmptyReport(content)) {
    await ctx.db.insert(dailyReports).values({ agencyId, siteId, day, empty: true }).onConflictDoNothing();
    return;
  }
  const thumbnails = await readThumbnails(
    ctx,
    agencyId,
    thumbnailsOf(content).map((a) => a.fileId),
  );
  const pdf = asBuffer(await ctx.offThread.run<Uint8Array>(renderer.module, renderer.name, [content, thumbnails]));
  const mail = dailyReportMail(content, pdf, thumbnails);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dailyReports)
      .values({ agencyId, siteId, day, recipients, chainCount: content.seal.count })
      .onConflictDoNothing()
      .returning({ id: dailyReports.id });
    if (!row) return;
    const mailIds: string[] = [];
    for (const to of recipients) {
      mailIds.push(await queueMail(ctx, { to, agencyId, kind: 'dailyReport', ...mail }, { tx }));
    }
    await tx
      .update(dailyReports)
      .set({ mailIds })
      .where(and(eq(dailyReports.id, row.id), inAgency(dailyReports, agencyId)));
  });
}
