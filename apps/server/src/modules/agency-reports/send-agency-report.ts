import { agencyReportMessages as texts } from '@securite/domain/agency-reports/agency-report-schemas';
import { fillMailText, readAgencyEmailSettings } from '@securite/domain/agency-settings/email-settings';
import { headInstant, sealLine } from '@securite/domain/events/event-seal-messages';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { agencyReports } from '../../db/schema/agency-reports.ts';
import { sites } from '../../db/schema/sites.ts';
import { agencies, memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { generateReportPdf } from './agency-report-pdf.ts';
import { loadReportContent } from './load-report-content.ts';
import { reportValues } from './render-agency-report-pdf.ts';

/** The job that draws a report's PDF and e-mails it to the site customer's recipients. */
export const AGENCY_REPORT_SEND_QUEUE = 'agency-report.send';

/** Enqueues send number `send` of a report, once: the same number twice is one job. */
export function enqueueReportSend(
  ctx: Pick<AppContext, 'jobs'>,
  tx: Tx,
  agencyId: string,
  reportId: string,
  send: number,
) {
  return ctx.jobs.enqueue(
    AGENCY_REPORT_SEND_QUEUE,
    { agencyId, reportId, send },
    { tx, uniqueKey: `${AGENCY_REPORT_SEND_QUEUE}:${reportId}:${send}` },
  );
}

/**
 * Who receives a site's intervention reports: its customer's e-mail and the e-mails of the customer's active users
 * in the agency, each address once (compared without case).
 */
export async function reportRecipients(
  db: Db | Tx,
  agencyId: string,
  customer: { id: string; email: string | null } | null,
) {
  if (!customer) return [];
  const people = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        inAgency(memberships, agencyId),
        eq(memberships.customerId, customer.id),
        eq(memberships.role, 'customer'),
        eq(memberships.active, true),
        isNull(memberships.deletedAt),
        isNotNull(users.email),
      ),
    );
  const seen = new Map<string, string>();
  for (const email of [customer.email, ...people.map((p) => p.email)]) {
    const trimmed = email?.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()];
}

/**
 * Job: draws the report's PDF afresh, then, if send number `send` was not done yet, queues one mail per recipient
 * with the PDF attached and records the send in the same transaction (a job run twice mails once).
 */
export async function sendAgencyReport(ctx: AppContext, payload: Record<string, unknown>): Promise<void> {
  const agencyId = String(payload.agencyId);
  const reportId = String(payload.reportId);
  const send = Number(payload.send);
  const content = await loadReportContent(ctx.db, agencyId, reportId);
  if (!content) return;
  const pdf = await generateReportPdf(ctx, content);
  const recipients = await reportRecipients(ctx.db, agencyId, content.customer);
  const values = reportValues(content);
  const mail = await reportMailTexts(ctx.db, agencyId, {
    site: values.site,
    agent: values.agent,
    date: values.date,
    debut: values.debut,
    fin: values.fin,
    agence: content.agency.name,
  });
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ sendCount: agencyReports.sendCount })
      .from(agencyReports)
      .where(and(eq(agencyReports.id, reportId), inAgency(agencyReports, agencyId)))
      .for('update');
    if (!row || row.sendCount >= send) return;
    if (recipients.length === 0) ctx.log.warn({ report: reportId }, texts.noRecipient);
    for (const to of recipients) {
      await queueMail(
        ctx,
        {
          to,
          agencyId,
          kind: 'report',
          subject: mail.subject ?? texts.mailSubject(content.site.name, values.date),
          // The site's main courante head goes in every mail too: the customer's mailbox keeps it outside our database.
          text: `${
            mail.text ??
            [
              'Bonjour,',
              '',
              `Veuillez trouver ci-joint le bon d'intervention de ${values.agent} sur le site ${values.site}, du ${values.debut} au ${values.fin}.`,
              '',
              `${content.agency.name}`,
            ].join('\n')
          }\n\n${sealLine(content.seal, headInstant(new Date(), content.agency.timezone))}`,
          attachments: [{ filename: pdf.filename, contentType: pdf.contentType, content: pdf.body }],
        },
        { tx },
      );
    }
    await tx
      .update(agencyReports)
      .set({ sendCount: send, sentAt: recipients.length ? new Date() : null, recipients })
      .where(and(eq(agencyReports.id, reportId), inAgency(agencyReports, agencyId)));
  });
}

/**
 * Makes the intervention report of a service that just ended, in the end message's transaction, when its site asks
 * for one; its first send is a job. A service already reported (a replayed end) gets nothing more.
 */
export async function createReportAtEnd(
  ctx: Pick<AppContext, 'jobs'>,
  tx: Tx,
  service: {
    agencyId: string;
    id: string;
    siteId: string | null;
    /** Whether the site sends its report after a service, when the caller has just read it: not read again. */
    reportEnabled?: boolean;
  },
): Promise<void> {
  if (!service.siteId) return;
  const enabled =
    service.reportEnabled ??
    (
      await tx
        .select({ enabled: sites.interventionReportAfterServiceEnabled })
        .from(sites)
        .where(and(eq(sites.id, service.siteId), inAgency(sites, service.agencyId)))
    )[0]?.enabled;
  if (!enabled) return;
  const [created] = await tx
    .insert(agencyReports)
    .values({ agencyId: service.agencyId, serviceId: service.id, siteId: service.siteId })
    .onConflictDoNothing()
    .returning({ id: agencyReports.id });
  if (created) await enqueueReportSend(ctx, tx, service.agencyId, created.id, 1);
}

/** Asks for one more send of a report (« Renvoyer au client »): the PDF is drawn again and mailed by the job. */
export async function requestReportResend(ctx: Pick<AppContext, 'db' | 'jobs'>, agencyId: string, reportId: string) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(agencyReports)
      .set({ sendRequested: sql`${agencyReports.sendRequested} + 1` })
      .where(and(eq(agencyReports.id, reportId), inAgency(agencyReports, agencyId)))
      .returning({ send: agencyReports.sendRequested });
    if (row) await enqueueReportSend(ctx, tx, agencyId, reportId, row.send);
  });
}

/** The agency's own subject and message for its intervention report mails (params/email), filled; null: the default. */
async function reportMailTexts(db: Db, agencyId: string, values: Record<string, string>) {
  const [row] = await db.select({ settings: agencies.settings }).from(agencies).where(eq(agencies.id, agencyId));
  const settings = readAgencyEmailSettings(row?.settings?.email);
  return {
    subject: settings.reportMailSubject ? fillMailText(settings.reportMailSubject, values) : null,
    text: settings.reportMailMessage ? fillMailText(settings.reportMailMessage, values) : null,
  };
}
