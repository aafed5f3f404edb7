import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyReports } from '../../db/schema/daily-reports.ts';
import { jobs, mailOutbox } from '../../db/schema/platform.ts';
import { buildReportWorld, type ReportWorld } from '../../testing/daily-report-kit.ts';
import { useServerClock } from '../../testing/field-clock.ts';
import { buildSecondApp, useTestApp } from '../../testing/test-app.ts';
import { registerJobHandlers } from '../job-handlers.ts';
import { DAILY_REPORT_SEND_QUEUE, runDailyReports, runDailyReportTick, sendDailyReport } from './public.ts';

// The phones' times of 5 January 2027 are in the past when they arrive; the sending times are given to the run.
useServerClock('2027-01-08T12:00:00Z');
const t = useTestApp();
const DAY = '2027-01-05';
let paris: ReportWorld;
let noumea: ReportWorld;
let second: FastifyInstance;

beforeAll(async () => {
  // Paris sends at 07:00 (the default), Nouméa (UTC+11) at 06:30 of its own day.
  paris = await buildReportWorld(t, { day: DAY });
  noumea = await buildReportWorld(t, {
    day: DAY,
    name: 'Sécurité Calédonie',
    timezone: 'Pacific/Noumea',
    utcOffsetHours: 11,
    dailyReportTime: '06:30',
  });
  registerJobHandlers(t.app.ctx);
  // A second server process over the same database, with its own job worker.
  second = await buildSecondApp(t);
  registerJobHandlers(second.ctx);
}, 180_000);
afterAll(async () => {
  await second?.close();
});

const ours = () => [paris.agency.id, noumea.agency.id];
/** The send jobs offered so far, as « agency name: site name day ». */
async function offered() {
  const rows = await t.database.db.select().from(jobs).where(eq(jobs.queue, DAILY_REPORT_SEND_QUEUE));
  const names = new Map(
    [paris, noumea].flatMap((w) => [w.site, w.quiet].map((s) => [s.id, `${w.agency.name}: ${s.name}`] as const)),
  );
  return rows
    .map((r) => r.payload as { agencyId: string; siteId: string; day: string })
    .filter((p) => ours().includes(p.agencyId))
    .map((p) => `${names.get(p.siteId) ?? p.siteId} ${p.day}`)
    .sort();
}
const mails = () =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.agencyId, ours()), eq(mailOutbox.kind, 'dailyReport')));

describe('sending the daily report at the agency’s time, once', () => {
  it('offers each agency’s sites from its own sending time in its own zone, the day before', async () => {
    // 19:29 UTC on the 5th: 06:29 on the 6th in Nouméa, 20:29 on the 5th in Paris (the 4th is due there).
    await runDailyReports(t.app.ctx, new Date('2027-01-05T19:29:00Z'));
    expect(await offered()).toEqual(['Sécurité Rhône: Entrepôt Nord 2027-01-04', 'Sécurité Rhône: Parking 2027-01-04']);
    // 06:30 in Nouméa: its 5th is due; Paris still owes the 4th (its job is already there, not doubled).
    await runDailyReports(t.app.ctx, new Date('2027-01-05T19:30:00Z'));
    expect(await offered()).toContain('Sécurité Calédonie: Entrepôt Nord 2027-01-05');
    expect(await offered()).not.toContain('Sécurité Rhône: Entrepôt Nord 2027-01-05');
    // 06:59 in Paris on the 6th: not yet; 07:00: the 5th.
    await runDailyReports(t.app.ctx, new Date('2027-01-06T05:59:00Z'));
    expect(await offered()).not.toContain('Sécurité Rhône: Entrepôt Nord 2027-01-05');
    await runDailyReports(t.app.ctx, new Date('2027-01-06T06:00:00Z'));
    expect(await offered()).toContain('Sécurité Rhône: Entrepôt Nord 2027-01-05');
    // Sites with a report of the day already are not offered again; a second run offers the same jobs, once.
    const before = await offered();
    await runDailyReports(t.app.ctx, new Date('2027-01-06T06:05:00Z'));
    expect(await offered()).toEqual(before);
    expect(new Set(before).size).toBe(before.length);
  });

  it('mails each contact once when two processes run the jobs together, empty days without mail', async () => {
    await Promise.all([t.app.ctx.jobs.drain(), second.ctx.jobs.drain()]);
    const sent = await mails();
    const subjects = sent.map((m) => `${m.to} ${m.subject}`).sort();
    expect(subjects).toEqual(
      [
        ...paris.recipients.map((to) => `${to} Rapport d'activité — Entrepôt Nord — 05/01/2027`),
        ...noumea.recipients.map((to) => `${to} Rapport d'activité — Entrepôt Nord — 05/01/2027`),
      ].sort(),
    );
    const rows = await t.database.db.select().from(dailyReports).where(inArray(dailyReports.agencyId, ours()));
    expect(
      rows
        .filter((r) => !r.empty)
        .map((r) => `${r.siteId} ${r.day}`)
        .sort(),
    ).toEqual([`${paris.site.id} ${DAY}`, `${noumea.site.id} ${DAY}`].sort());
    // The Nouméa day read in its own zone: its service taken at 08:04 there.
    const caledonian = sent.find((m) => m.agencyId === noumea.agency.id);
    expect(caledonian?.text).toContain('réel 08:04 – 16:02');
  });

  it('mails once when both processes send the same site’s day at the same moment, past the job’s key', async () => {
    const day = '2027-01-05';
    // Forget the report: both processes now find it to do, and race for its row.
    await t.database.db.delete(dailyReports).where(eq(dailyReports.siteId, paris.site.id));
    const before = (await mails()).length;
    const payload = { agencyId: paris.agency.id, siteId: paris.site.id, day };
    await Promise.all([sendDailyReport(t.app.ctx, payload), sendDailyReport(second.ctx, payload)]);
    const after = await mails();
    expect(after.length - before).toBe(paris.recipients.length);
    const rows = await t.database.db.select().from(dailyReports).where(eq(dailyReports.siteId, paris.site.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].mailIds).toHaveLength(paris.recipients.length);
  });
  it('runs on the tick’s minutes only (the minute job is offered every minute)', async () => {
    // 08:00 UTC on the 7th: the 6th is due in Paris (09:00) and in Nouméa (19:00), nothing offered for them yet.
    const at = new Date('2027-01-07T08:00:00Z');
    const waiting = ['Sécurité Rhône: Entrepôt Nord 2027-01-06', 'Sécurité Calédonie: Entrepôt Nord 2027-01-06'];
    for (const job of waiting) expect(await offered()).not.toContain(job);
    await runDailyReportTick(t.app.ctx, { minute: '2027-01-07T08:01' }, at);
    for (const job of waiting) expect(await offered()).not.toContain(job);
    await runDailyReportTick(t.app.ctx, { minute: '2027-01-07T08:05' }, at);
    for (const job of waiting) expect(await offered()).toContain(job);
  });
});
