import { readAgencyEmailSettings } from '@securite/domain/agency-settings/email-settings';
import { dailyReportDueDay } from '@securite/domain/daily-reports/daily-report-schedule';
import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { customerContacts } from '../../db/schema/customers.ts';
import { dailyReports } from '../../db/schema/daily-reports.ts';
import { jobs } from '../../db/schema/platform.ts';
import { sites } from '../../db/schema/sites.ts';
import { agencies, customers } from '../../db/schema/tenancy.ts';
import { inAgencies } from '../../db/tenant.ts';
import { DAILY_REPORT_SEND_QUEUE } from './send-daily-report.ts';

/**
 * The tick, offered every minute by every process (modules/job-handlers.ts minuteJobs: one row per minute for all
 * of them); it looks at the agencies every TICK_MINUTES only.
 */
export const DAILY_REPORTS_TICK_QUEUE = 'daily-reports.tick';
export const TICK_MINUTES = 5;

/** Whether the minute job of `now` does the run (the first minute of each TICK_MINUTES). */
export const isTickMinute = (now: Date) => Math.floor(now.getTime() / 60_000) % TICK_MINUTES === 0;

/** The tick job: the run, on the tick's minutes (the minute it was offered for, `YYYY-MM-DDTHH:MM` UTC). */
export async function runDailyReportTick(
  ctx: AppContext,
  payload: Record<string, unknown>,
  now: Date = new Date(),
): Promise<void> {
  const offered = typeof payload.minute === 'string' ? new Date(`${payload.minute}:00Z`) : now;
  if (isTickMinute(Number.isNaN(offered.getTime()) ? now : offered)) await runDailyReports(ctx, now);
}

/** The unique key of a site's send job for a day. */
const sendKey = (siteId: string, day: string) => `${DAILY_REPORT_SEND_QUEUE}:${siteId}:${day}`;

/**
 * For each agency past its sending time (params/email dailyReportTime, in its own zone), the sites whose customer
 * has a contact asking for the report and that have no report of the due day yet: one send job each, keyed by
 * site and day, those already offered left out. Returns how many were offered.
 */
export async function runDailyReports(ctx: AppContext, now: Date = new Date()): Promise<number> {
  // every agency: the tick reads each agency's zone and sending time to know which are due
  const list = await ctx.db
    .select({
      id: agencies.id,
      timezone: agencies.timezone,
      time: sql<string | null>`${agencies.settings}->'email'->>'dailyReportTime'`,
    })
    .from(agencies)
    .where(eq(agencies.locked, false));
  // The agencies due, by the day they owe (two or three days at most: the zones' mornings differ).
  const dueByDay = new Map<string, string[]>();
  for (const agency of list) {
    const time = readAgencyEmailSettings({ dailyReportTime: agency.time ?? undefined }).dailyReportTime;
    const day = dailyReportDueDay(now, agency.timezone, time);
    if (day) dueByDay.set(day, [...(dueByDay.get(day) ?? []), agency.id]);
  }
  let offered = 0;
  for (const [day, agencyIds] of dueByDay) {
    const waiting = await ctx.db
      .selectDistinct({ id: sites.id, agencyId: sites.agencyId })
      .from(sites)
      .innerJoin(
        customers,
        and(eq(customers.id, sites.customerId), inAgencies(customers, agencyIds), isNull(customers.archivedAt)),
      )
      .innerJoin(
        customerContacts,
        and(
          eq(customerContacts.customerId, customers.id),
          inAgencies(customerContacts, agencyIds),
          eq(customerContacts.sendServiceEventReport, true),
        ),
      )
      .where(
        and(
          inAgencies(sites, agencyIds),
          isNull(sites.archivedAt),
          notExists(
            ctx.db
              .select({ id: dailyReports.id })
              .from(dailyReports)
              .where(
                and(inAgencies(dailyReports, agencyIds), eq(dailyReports.siteId, sites.id), eq(dailyReports.day, day)),
              ),
          ),
          // A site whose send job is already there (waiting, or done without anyone to mail) is not offered again.
          notExists(
            ctx.db
              .select({ id: jobs.id })
              .from(jobs)
              .where(eq(jobs.uniqueKey, sql`${`${DAILY_REPORT_SEND_QUEUE}:`} || ${sites.id}::text || ${`:${day}`}`)),
          ),
        ),
      );
    if (waiting.length === 0) continue;
    // The morning's jobs in a few inserts (one per site, one by one, took 10 s for 1,500 sites on PGlite).
    await ctx.jobs.enqueueMany(
      DAILY_REPORT_SEND_QUEUE,
      waiting.map((site) => ({
        payload: { agencyId: site.agencyId, siteId: site.id, day },
        uniqueKey: sendKey(site.id, day),
      })),
    );
    offered += waiting.length;
  }
  return offered;
}
