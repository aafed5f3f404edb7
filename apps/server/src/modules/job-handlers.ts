import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { registerMailJobs } from '../mail/mail-jobs.ts';
import { AGENCY_REPORT_SEND_QUEUE, sendAgencyReport } from './agency-reports/public.ts';
import {
  AGENCY_EXPIRATIONS_DIGEST_QUEUE,
  EXPIRATIONS_DIGEST_QUEUE,
  runExpirationsDigest,
  sendAgencyExpirationsDigest,
} from './agents/public.ts';
import {
  DAILY_REPORT_SEND_QUEUE,
  DAILY_REPORTS_TICK_QUEUE,
  runDailyReportTick,
  sendDailyReport,
} from './daily-reports/public.ts';
import {
  EINVOICING_POLL_ALL_QUEUE,
  EINVOICING_POLL_QUEUE,
  EINVOICING_REPORT_QUEUE,
  EINVOICING_SUBMIT_QUEUE,
  pollAllWaiting,
  pollStatuses,
  reportPayments,
  submitDocument,
} from './einvoicing/public.ts';
import { deliverPush, PUSH_QUEUE } from './notifications/public.ts';
import { AUTOPLAN_QUEUE, runProposal } from './planning/public.ts';
import {
  PLANNING_SEND_AGENT_QUEUE,
  PLANNING_SEND_QUEUE,
  runPlanningSend,
  sendAgentPlanningMail,
} from './planning-export/public.ts';
import {
  ALARM_MAIL_QUEUE,
  checkDeadman,
  DEADMAN_QUEUE,
  mailUnacknowledgedAlarm,
  purgeOldHeartbeats,
  SERVICE_ALERTS_QUEUE,
  scanServiceAlerts,
} from './pti/public.ts';
import {
  generateDueInvoices,
  RECURRENCE_SEND_QUEUE,
  RECURRENCES_QUEUE,
  REMINDERS_QUEUE,
  sendDueReminders,
  sendRecurrenceInvoice,
} from './recurring-billing/public.ts';
import { LOCK_QUEUE, lockOverdueAgencies } from './subscriptions/public.ts';
import { PURGE_QUEUE, purgeExpiredData } from './system/public.ts';

/** The jobs run once a day (the scheduler of jobs/schedule.ts offers them). A feature adds its daily queue here. */
export const dailyJobs: readonly string[] = [
  EXPIRATIONS_DIGEST_QUEUE,
  PURGE_QUEUE,
  RECURRENCES_QUEUE,
  REMINDERS_QUEUE,
  LOCK_QUEUE,
  EINVOICING_POLL_ALL_QUEUE,
];

/** The jobs run every minute (jobs/schedule.ts startMinuteScheduler); each minute's run is one row for all processes. */
export const minuteJobs: readonly string[] = [SERVICE_ALERTS_QUEUE, DAILY_REPORTS_TICK_QUEUE];

/** Registers every background job handler of the product. A feature adds its handlers here. */
export function registerJobHandlers(ctx: AppContext): void {
  registerMailJobs(ctx);
  ctx.jobs.register(EXPIRATIONS_DIGEST_QUEUE, async (payload) => {
    await runExpirationsDigest(ctx, payload);
  });
  ctx.jobs.register(AGENCY_EXPIRATIONS_DIGEST_QUEUE, async (payload) => {
    await sendAgencyExpirationsDigest(ctx, payload);
  });
  ctx.jobs.register(AUTOPLAN_QUEUE, async (payload) => {
    await runProposal(ctx, payload);
  });
  ctx.jobs.register(PLANNING_SEND_QUEUE, async (payload, job) => {
    await runPlanningSend(ctx, payload, job);
  });
  ctx.jobs.register(PLANNING_SEND_AGENT_QUEUE, async (payload) => {
    await sendAgentPlanningMail(ctx, payload);
  });
  ctx.jobs.register(DEADMAN_QUEUE, async (payload) => {
    await checkDeadman(ctx, payload);
  });
  ctx.jobs.register(ALARM_MAIL_QUEUE, async (payload) => {
    await mailUnacknowledgedAlarm(ctx, payload);
  });
  ctx.jobs.register(SERVICE_ALERTS_QUEUE, async () => {
    await scanServiceAlerts(ctx);
  });
  ctx.jobs.register(PUSH_QUEUE, async (payload) => {
    await deliverPush(ctx, payload);
  });
  ctx.jobs.register(AGENCY_REPORT_SEND_QUEUE, async (payload) => {
    await sendAgencyReport(ctx, payload);
  });
  ctx.jobs.register(RECURRENCES_QUEUE, async () => {
    await generateDueInvoices(ctx);
  });
  ctx.jobs.register(RECURRENCE_SEND_QUEUE, async (payload) => {
    await sendRecurrenceInvoice(ctx, payload);
  });
  ctx.jobs.register(REMINDERS_QUEUE, async () => {
    await sendDueReminders(ctx);
  });
  ctx.jobs.register(LOCK_QUEUE, async () => {
    await lockOverdueAgencies(ctx);
  });
  ctx.jobs.register(EINVOICING_SUBMIT_QUEUE, async (payload) => {
    await submitDocument(ctx, payload);
  });
  ctx.jobs.register(EINVOICING_REPORT_QUEUE, async (payload) => {
    await reportPayments(ctx, payload);
  });
  ctx.jobs.register(EINVOICING_POLL_QUEUE, async (payload) => {
    await pollStatuses(ctx, payload);
  });
  ctx.jobs.register(EINVOICING_POLL_ALL_QUEUE, async () => {
    await pollAllWaiting(ctx);
  });
  ctx.jobs.register(DAILY_REPORTS_TICK_QUEUE, async (payload) => {
    await runDailyReportTick(ctx, payload);
  });
  ctx.jobs.register(DAILY_REPORT_SEND_QUEUE, async (payload) => {
    await sendDailyReport(ctx, payload);
  });
  ctx.jobs.register(PURGE_QUEUE, async () => {
    const removed = { ...(await purgeExpiredData(ctx)), heartbeats: await purgeOldHeartbeats(ctx.db) };
    ctx.log.info({ removed }, 'expired data purged');
    // The embedded database has no autovacuum: refresh the planner's statistics once a day, or the planning
    // queries lose their indexes as the services table grows.
    if (ctx.database.kind === 'pglite') await ctx.db.execute(sql`analyze`);
  });
}
