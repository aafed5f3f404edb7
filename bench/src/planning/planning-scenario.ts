// Planning figures over a generated agency (500 agents, 4000 sites, a year of services), measured at the server
// through app.inject (no network): the month of the admin planning (its size and time), the compact lists of sites
// and agents the grids read against the full lists, a batch save of 1,000 recurring services with every check, and
// a single conflict check. The browser's side at the same scale: planning-browser.ts (on demand).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultPlanningSettings } from '@securite/domain/planning/planning-settings';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../apps/server/src/app.ts';
import { loadConfig } from '../../../apps/server/src/config.ts';
import { type Database, openDatabase } from '../../../apps/server/src/db/client.ts';
import { loadAgentFacts } from '../../../apps/server/src/modules/planning/load-check-context.ts';
import { runChecks } from '../../../apps/server/src/modules/planning/run-checks.ts';
import { withFreshPostgres } from '../fresh-postgres.ts';
import { record as recordFigure } from '../results.ts';
import { BENCH_PASSWORD, generateAgency } from './generate-agency.ts';

const YEAR_START = '2027-01-04';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * The embedded database always; PostgreSQL too when BENCH_DATABASE_URL names a server (a database is created
 * there for the run and dropped after), its figures suffixed `_postgres`.
 */
export async function planningScenario(): Promise<void> {
  await runPlanning('');
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return;
  await withFreshPostgres(serverUrl, async (url) => {
    const database = await openDatabase({ databaseUrl: url });
    try {
      await database.migrate();
      await runPlanning('_postgres', database);
    } finally {
      await database.close();
    }
  });
}

async function runPlanning(suffix: string, database?: Database): Promise<void> {
  const record = (name: string, value: number, unit: string) => recordFigure(`${name}${suffix}`, value, unit);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-planning-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false' }), jobs: false };
  const app = await buildApp({ config, database });
  try {
    const started = performance.now();
    // 450 agents carry the year of services; 50 stay free for the batch save.
    const agency = await generateAgency(app.ctx.db, {
      agents: 500,
      sites: 4000,
      yearStart: YEAR_START,
      plannedAgents: 450,
    });
    record('planning_generated_services', agency.services, 'services');
    record('planning_generation_time', (performance.now() - started) / 1000, 's');
    // What autovacuum does on PostgreSQL and the daily job does on the embedded database.
    await app.ctx.db.execute(sql`analyze`);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: agency.ownerEmail, password: BENCH_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const base = `/api/agency/${agency.agencyId}`;
    const timed = async (payload: object, url: string) => {
      const t0 = performance.now();
      const response = await app.inject({ method: 'POST', url: `${base}${url}`, headers, payload });
      const ms = performance.now() - t0;
      if (response.statusCode !== 200)
        throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      return { ms, body: response.json(), bytes: Buffer.byteLength(response.body) };
    };

    const month = { from: '2027-03-01T00:00:00+01:00', to: '2027-04-01T00:00:00+02:00' };
    const monthTimes: number[] = [];
    let monthServices = 0;
    let monthBytes = 0;
    for (let i = 0; i < 12; i++) {
      const { ms, body, bytes } = await timed(month, '/fetch/planned-services');
      if (i >= 2) monthTimes.push(ms);
      monthServices = body.total;
      monthBytes = bytes;
    }
    record('planning_month_services', monthServices, 'services');
    record('planning_month_fetch_p50', percentile(monthTimes, 50), 'ms');
    // The names: the answer's size (uncompressed JSON) and its time at the server (app.inject, no network).
    record('planning_month_bytes', monthBytes, 'B');
    record('planning_month_server_ms', percentile(monthTimes, 50), 'ms');

    // The reference lists the grids read (compact) against the full lists they read before: 4,000 sites, 500 agents.
    const size = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < 7; i++) {
        const t0 = performance.now();
        const response = await app.inject({ method, url: `${base}${url}`, headers, payload });
        if (i >= 2) times.push(performance.now() - t0);
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
        bytes = Buffer.byteLength(response.body);
      }
      return { bytes, ms: percentile(times, 50) };
    };
    const siteRefs = await size('GET', '/sites/references');
    const allSites = await size('POST', '/fetch/sites', { limit: 4000, orderBy: { field: 'name', direction: 'asc' } });
    const agentNames = await size('GET', '/agents/names');
    const allAgents = await size('POST', '/fetch/agents', { limit: 500, filters: { status: 'all' } });
    record('planning_site_references_bytes', siteRefs.bytes, 'B');
    record('planning_site_references_server_ms', siteRefs.ms, 'ms');
    record('planning_sites_full_list_bytes', allSites.bytes, 'B');
    record('planning_sites_full_list_server_ms', allSites.ms, 'ms');
    record('planning_agent_names_bytes', agentNames.bytes, 'B');
    record('planning_agent_names_server_ms', agentNames.ms, 'ms');
    record('planning_agents_full_list_bytes', allAgents.bytes, 'B');
    record('planning_agents_full_list_server_ms', allAgents.ms, 'ms');

    // 1,000 services: 50 free agents × a daily recurrence of 20 days, in one batch, checks included.
    const free = agency.agentIds.slice(450, 500);
    const lines = free.map((agentId, i) => ({
      siteId: agency.siteIds[i],
      agentId,
      recurrence: {
        repeat: 'daily',
        frequency: 1,
        startDate: '2027-06-01',
        endDate: '2027-06-20',
        startTime: '08:00',
        endTime: '16:00',
      },
    }));
    const save = await timed({ services: lines, confirmed: true }, '/services/batch');
    if (save.body.status !== 'saved' || save.body.created !== 1000)
      throw new Error(`batch: ${JSON.stringify(save.body).slice(0, 300)}`);
    record('planning_batch_1000_services', save.ms, 'ms');

    // One service checked for an agent who already has a year of services: the check itself (the agent's
    // services, unavailabilities and record read from the database, then every rule), and the whole dry-run
    // request (token, tenancy, validation of the site and agent, the check).
    const siteNames = new Map([[agency.siteIds[0], 'Site 0000']]);
    const coreTimes: number[] = [];
    for (let i = 0; i < 300; i++) {
      const day = String(1 + (i % 28)).padStart(2, '0');
      const agentId = agency.agentIds[i % 450];
      const t0 = performance.now();
      const candidate = {
        key: 'x',
        lineKey: 'x',
        agentId,
        siteId: agency.siteIds[0],
        startAt: new Date(`2027-09-${day}T21:00:00Z`),
        endAt: new Date(`2027-09-${day}T21:30:00Z`),
      };
      const facts = await loadAgentFacts(app.ctx.db, agency.agencyId, [agentId], {
        from: candidate.startAt,
        to: candidate.endAt,
      });
      runChecks([candidate], facts, { timeZone: 'Europe/Paris', settings: defaultPlanningSettings, siteNames });
      // The first 100 warm up the JIT and let the database settle on its cached plan, as in a running server.
      if (i >= 100) coreTimes.push(performance.now() - t0);
    }
    record('planning_conflict_check_p95', percentile(coreTimes, 95), 'ms');
    const checkTimes: number[] = [];
    for (let i = 0; i < 120; i++) {
      const day = String(1 + (i % 28)).padStart(2, '0');
      const service = {
        siteId: agency.siteIds[0],
        agentId: agency.agentIds[i % 450],
        startAt: `2027-09-${day}T23:00:00+02:00`,
        endAt: `2027-09-${day}T23:30:00+02:00`,
      };
      const { ms } = await timed({ services: [service] }, '/fetch/planning-error/available');
      if (i >= 20) checkTimes.push(ms);
    }
    record('planning_conflict_check_request_p95', percentile(checkTimes, 95), 'ms');
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
