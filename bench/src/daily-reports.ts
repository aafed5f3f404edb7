// The customers' daily activity report (issue 30), on PGlite: the tick over 500 agencies of 3 sites each (which are
// past their sending time, which sites still wait: the send jobs offered), the same tick once they are offered, and
// one busy site's report (a service, 60 main courante events, 12 photos of 800×600) loaded, drawn on a worker
// thread and queued as mails (cold: the worker starts; warm: again), with the longest the event loop was held
// meanwhile. Printed, not asserted.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { desc, eq, sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { customerContacts } from '../../apps/server/src/db/schema/customers.ts';
import { serviceEventFiles, serviceEvents } from '../../apps/server/src/db/schema/events.ts';
import { mailAttachments } from '../../apps/server/src/db/schema/platform.ts';
import { services } from '../../apps/server/src/db/schema/services.ts';
import { sites } from '../../apps/server/src/db/schema/sites.ts';
import { agencies, customers } from '../../apps/server/src/db/schema/tenancy.ts';
import { runDailyReports, sendDailyReport } from '../../apps/server/src/modules/daily-reports/public.ts';
import { storageKeyOf } from '../../apps/server/src/modules/files/public.ts';
import { record } from './results.ts';

const AGENCIES = 500;
const SITES_PER_AGENCY = 3;
const DAY = '2027-01-05';

/** A photo-sized PNG (a gradient: what a phone's picture weighs once compressed is not the point here). */
function photo(seed: number): Buffer {
  const png = new PNG({ width: 800, height: 600 });
  for (let y = 0; y < 600; y++) {
    for (let x = 0; x < 800; x++) {
      const i = (y * 800 + x) * 4;
      png.data[i] = (x + seed * 20) % 256;
      png.data[i + 1] = y % 256;
      png.data[i + 2] = (x + y) % 256;
      png.data[i + 3] = 255;
    }
  }
  // RGB, without alpha like a camera's picture (pdfkit would split an alpha channel out, which a photo has not).
  return PNG.sync.write(png, { colorType: 2 });
}

export async function dailyReportsScenario(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-daily-reports-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false' }), jobs: false };
  const app = await buildApp({ config });
  const { ctx } = app;
  try {
    const agencyRows = Array.from({ length: AGENCIES }, (_, i) => ({
      id: randomUUID(),
      name: `Agence rapport ${i}`,
      // A quarter of them overseas: their morning is another instant.
      timezone: i % 4 === 0 ? 'Pacific/Noumea' : 'Europe/Paris',
    }));
    await ctx.db.insert(agencies).values(agencyRows);
    const customerRows = agencyRows.map((a) => ({ id: randomUUID(), agencyId: a.id, name: `Client de ${a.name}` }));
    await ctx.db.insert(customers).values(customerRows);
    await ctx.db.insert(customerContacts).values(
      customerRows.map((c) => ({
        agencyId: c.agencyId,
        customerId: c.id,
        lastname: 'Contact',
        email: `contact-${c.id.slice(0, 8)}@bench.test`,
        sendServiceEventReport: true,
      })),
    );
    const siteRows = customerRows.flatMap((c) =>
      Array.from({ length: SITES_PER_AGENCY }, (_, i) => ({
        id: randomUUID(),
        agencyId: c.agencyId,
        customerId: c.id,
        name: `Site ${i}`,
      })),
    );
    await ctx.db.insert(sites).values(siteRows);
    await ctx.db.execute(sql`analyze`);

    // 07:05 in Paris on the 6th, 17:05 in Nouméa: every agency owes the 5th.
    const now = new Date('2027-01-06T06:05:00Z');
    let t0 = performance.now();
    const offered = await runDailyReports(ctx, now);
    record('daily_reports_tick_first_ms', performance.now() - t0, 'ms');
    record('daily_reports_tick_first_offered', offered, 'jobs');
    t0 = performance.now();
    await runDailyReports(ctx, now);
    record('daily_reports_tick_again_ms', performance.now() - t0, 'ms');

    // One busy site: a day's service, 60 events, 12 of them with a photo.
    const busy = siteRows[1];
    const [service] = await ctx.db
      .insert(services)
      .values({
        agencyId: busy.agencyId,
        reference: 'BENCH-1',
        siteId: busy.id,
        startAt: new Date(`${DAY}T07:00:00Z`),
        endAt: new Date(`${DAY}T19:00:00Z`),
        realStartAt: new Date(`${DAY}T07:02:00Z`),
        realEndAt: new Date(`${DAY}T19:01:00Z`),
        status: 3,
      })
      .returning();
    for (let i = 0; i < 60; i++) {
      const eventId = randomUUID();
      const at = new Date(Date.parse(`${DAY}T07:10:00Z`) + i * 10 * 60_000);
      const attachments = [];
      if (i % 5 === 0) {
        const bytes = photo(i);
        const fileId = randomUUID();
        const key = storageKeyOf(busy.agencyId, fileId);
        await ctx.files.put(key, bytes, 'image/png');
        attachments.push({ fileId, name: `photo-${i}.png`, contentType: 'image/png', sha256: '0'.repeat(64) });
        await ctx.db.insert(serviceEvents).values({
          id: eventId,
          agencyId: busy.agencyId,
          siteId: busy.id,
          serviceId: service.id,
          typeKey: 'incident',
          description: `Constat n° ${i} : porte, éclairage, passage`,
          attachments,
          deviceAt: at,
          receivedAt: at,
        });
        await ctx.db.insert(serviceEventFiles).values({
          id: fileId,
          agencyId: busy.agencyId,
          eventId,
          key,
          name: `photo-${i}.png`,
          contentType: 'image/png',
          size: bytes.length,
          sha256: '0'.repeat(64),
        });
      } else {
        await ctx.db.insert(serviceEvents).values({
          id: eventId,
          agencyId: busy.agencyId,
          siteId: busy.id,
          serviceId: service.id,
          typeKey: 'ronde',
          description: `Passage n° ${i}, rien à signaler`,
          deviceAt: at,
          receivedAt: at,
        });
      }
    }
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    t0 = performance.now();
    await sendDailyReport(ctx, { agencyId: busy.agencyId, siteId: busy.id, day: DAY });
    record('daily_reports_busy_site_send_ms', performance.now() - t0, 'ms');
    delay.disable();
    record('daily_reports_busy_site_event_loop_max_delay', delay.max / 1e6, 'ms');
    const [pdf] = await ctx.db
      .select({ size: mailAttachments.size })
      .from(mailAttachments)
      .where(eq(mailAttachments.contentType, 'application/pdf'))
      .orderBy(desc(mailAttachments.createdAt))
      .limit(1);
    record('daily_reports_busy_site_pdf_size', (pdf?.size ?? 0) / 1024, 'KiB');
    // Again with the worker thread already started (the first run paid for its start and its TypeScript loader).
    await ctx.db.execute(sql`delete from daily_reports where site_id = ${busy.id}`);
    t0 = performance.now();
    await sendDailyReport(ctx, { agencyId: busy.agencyId, siteId: busy.id, day: DAY });
    record('daily_reports_busy_site_send_warm_ms', performance.now() - t0, 'ms');
    // A quiet site: nothing that day, recorded without mail.
    t0 = performance.now();
    await sendDailyReport(ctx, { agencyId: siteRows[0].agencyId, siteId: siteRows[0].id, day: DAY });
    record('daily_reports_quiet_site_send_ms', performance.now() - t0, 'ms');
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
