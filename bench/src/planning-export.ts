// Planning export figures, through app.inject (no network): the month of the demo agency, then the month of a
// generated agency of 500 agents and 300 sites (a service per agent per weekday, some posts left without an agent),
// as PDF and as spreadsheet, by agents and by sites. Each figure is the median of a few runs after a warm-up.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { todayIn } from '@securite/domain/time/calendar-day';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import { services } from '../../apps/server/src/db/schema/services.ts';
import { sites } from '../../apps/server/src/db/schema/sites.ts';
import { agencies, memberships, users } from '../../apps/server/src/db/schema/tenancy.ts';
import { hashPassword } from '../../apps/server/src/modules/session/password-hash.ts';
import { DEMO_PASSWORD, seedDemo } from '../../apps/server/src/seed/demo.ts';
import { record } from './results.ts';

const PASSWORD = 'Bench1234';
const RUNS = 3;
const CHUNK = 1000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function login(app: FastifyInstance, username: string, password: string) {
  const response = await app.inject({ method: 'POST', url: '/api/login_check', payload: { username, password } });
  return { authorization: `Bearer ${response.json().token}` };
}

/** Times an export (median of RUNS after one warm-up); returns the time, the file size and its page count. */
async function timeExport(app: FastifyInstance, headers: Record<string, string>, url: string) {
  const times: number[] = [];
  let body: Buffer = Buffer.alloc(0);
  for (let i = 0; i <= RUNS; i++) {
    const t0 = performance.now();
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    if (i > 0) times.push(performance.now() - t0);
    body = response.rawPayload;
  }
  const pages = (body.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;
  return { ms: median(times), kb: body.length / 1024, pages };
}

/** 500 agents, 300 sites, December 2026: one 8-hour service per agent per weekday, 20 open posts a day. */
export async function generateExportAgency(db: Db) {
  const [agency] = await db.insert(agencies).values({ name: 'Agence export bench' }).returning();
  const email = `gerant-${agency.id.slice(0, 8)}@bench.test`;
  const [owner] = await db
    .insert(users)
    .values({ email, firstname: 'Gérant', lastname: 'Bench', passwordHash: await hashPassword(PASSWORD) })
    .returning();
  await db.insert(memberships).values({ agencyId: agency.id, userId: owner.id, role: 'owner' });
  const people = Array.from({ length: 500 }, (_, i) => ({
    id: randomUUID(),
    email: `agent${i}-${agency.id.slice(0, 8)}@bench.test`,
    firstname: `Agent${i}`,
    lastname: `Export${String(i).padStart(3, '0')}`,
  }));
  await db.insert(users).values(people);
  const agents = people.map((user) => ({
    id: randomUUID(),
    agencyId: agency.id,
    userId: user.id,
    role: 'agent' as const,
  }));
  await db.insert(memberships).values(agents);
  const siteRows = Array.from({ length: 300 }, (_, i) => ({
    id: randomUUID(),
    agencyId: agency.id,
    name: `Site ${String(i).padStart(3, '0')} — Résidence des Lilas`,
  }));
  await db.insert(sites).values(siteRows);
  const rows: Array<typeof services.$inferInsert> = [];
  for (let day = 1; day <= 31; day++) {
    const date = `2026-12-${String(day).padStart(2, '0')}`;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    // Every third agent works nights (20:00 → 06:00), the others days (07:00 → 15:00).
    const shift = (i: number): [string, number] => (i % 3 === 2 ? ['20:00', 10 * 3600_000] : ['07:00', 8 * 3600_000]);
    agents.forEach((agent, i) => {
      const [time, length] = shift(i);
      const startAt = new Date(`${date}T${time}:00+01:00`);
      const id = randomUUID();
      rows.push({
        id,
        agencyId: agency.id,
        reference: `B-${id.slice(0, 12)}`,
        siteId: siteRows[i % siteRows.length].id,
        agentId: agent.id,
        startAt,
        endAt: new Date(startAt.getTime() + length),
        postTitle: 'Agent de sécurité incendie SSIAP 1',
      });
    });
    for (let post = 0; post < 20; post++) {
      const id = randomUUID();
      const startAt = new Date(`${date}T09:00:00+01:00`);
      rows.push({
        id,
        agencyId: agency.id,
        reference: `B-${id.slice(0, 12)}`,
        siteId: siteRows[post].id,
        startAt,
        endAt: new Date(startAt.getTime() + 4 * 3600_000),
      });
    }
  }
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(services).values(rows.slice(i, i + CHUNK));
  return { agencyId: agency.id, email, services: rows.length };
}

export async function planningExportScenario(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-export-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false' }), jobs: false };
  const app = await buildApp({ config });
  try {
    await seedDemo(app.ctx.db);
    const demoHeaders = await login(app, 'planning@demo.test', DEMO_PASSWORD);
    const user = await app.inject({ method: 'GET', url: '/api/user', headers: demoHeaders });
    const demoId = user.json().userCompanies[0].agency.id as string;
    const month = todayIn('Europe/Paris');
    const demo = await timeExport(
      app,
      demoHeaders,
      `/api/agency/${demoId}/planning/export.pdf?view=agents&period=month&from=${month}`,
    );
    record('planning_export_demo_month_agents_pdf', demo.ms, 'ms');
    record('planning_export_demo_month_agents_pdf_pages', demo.pages, 'pages');

    const generated = await generateExportAgency(app.ctx.db);
    await app.ctx.db.execute(sql`analyze`);
    record('planning_export_big_month_services', generated.services, 'services');
    const headers = await login(app, generated.email, PASSWORD);
    const base = `/api/agency/${generated.agencyId}/planning`;
    // The longest the server could not answer anything else while the month was loaded and drawn (drawing runs on a
    // worker thread: what is left is loading the services from the database).
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const agentsPdf = await timeExport(app, headers, `${base}/export.pdf?view=agents&period=month&from=2026-12-01`);
    delay.disable();
    record('planning_export_big_month_event_loop_max_delay', delay.max / 1e6, 'ms');
    record('planning_export_big_month_agents_pdf', agentsPdf.ms, 'ms');
    record('planning_export_big_month_agents_pdf_pages', agentsPdf.pages, 'pages');
    record('planning_export_big_month_agents_pdf_size', agentsPdf.kb, 'KiB');
    const sitesPdf = await timeExport(app, headers, `${base}/export.pdf?view=sites&period=month&from=2026-12-01`);
    record('planning_export_big_month_sites_pdf', sitesPdf.ms, 'ms');
    delay.reset();
    delay.enable();
    const xlsx = await timeExport(app, headers, `${base}/export.xlsx?view=agents&period=month&from=2026-12-01`);
    delay.disable();
    record('planning_export_big_month_xlsx_event_loop_max_delay', delay.max / 1e6, 'ms');
    record('planning_export_big_month_agents_xlsx', xlsx.ms, 'ms');
    record('planning_export_big_month_agents_xlsx_size', xlsx.kb, 'KiB');
    const week = await timeExport(app, headers, `${base}/export.pdf?view=agents&period=week&from=2026-12-14`);
    record('planning_export_big_week_agents_pdf', week.ms, 'ms');
    record('planning_export_big_week_agents_pdf_pages', week.pages, 'pages');
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
