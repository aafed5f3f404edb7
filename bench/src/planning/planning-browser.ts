// planning-browser, on demand (`npm run bench:browser` in bench/; not part of `npm run bench`, nor of CI): the large
// agency of the planning figures (500 agents, 4,000 sites, a year of services around today) behind the real server
// and the built web app, in the system Chromium on a desktop window. It logs in as the owner, opens « Planning par
// sites » and prints when the week grid shows its first service (from the navigation), then clicks « Mois » and
// prints when the month grid shows; the long tasks (over 50 ms) of each step, their longest, the size of the
// planning answer, and when each API call of the week started after /api/user answered (calls that wait on each
// other start late). Issue 29's targets: week ≤ 1.2 s, month ≤ 1.5 s after the click, no long task over 200 ms.
// On PostgreSQL with BENCH_DATABASE_URL (a database created for the run, dropped after), else the embedded one.
// Build the web first (npm run build).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../../../apps/server/src/app.ts';
import { loadConfig } from '../../../apps/server/src/config.ts';
import { type Database, openDatabase } from '../../../apps/server/src/db/client.ts';
import { findChromium } from '../../../scripts/ensure-chromium.mjs';
import { withFreshPostgres } from '../fresh-postgres.ts';
import { BENCH_PASSWORD, generateAgency } from './generate-agency.ts';

const PLANNING = '#/terrain/planification/adminPlanning/sites';

/** The Monday four weeks before today (UTC), so that the week and the month shown have services. */
function mondayBefore(weeks: number): string {
  const today = new Date();
  const day = (today.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - day - 7 * weeks))
    .toISOString()
    .slice(0, 10);
}

// Runs in the page (strings: the bench is compiled without the DOM's types). `__mark(name)` notes when a step
// starts; the observer writes when the grid first shows a service row of a week (7 cells) or of a month.
const INIT_SCRIPT = `
  window.__longTasks = [];
  window.__shown = {};
  window.__marks = {};
  window.__mark = (name) => { window.__marks[name] = performance.now(); };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // The month counts once a row has services on more than 7 days: before its answer, the grid of 31 days shows
  // the week's services (the previous answer is kept while the next one loads).
  const look = () => {
    for (const row of document.querySelectorAll('.pg-body-row')) {
      const cells = row.querySelectorAll('.pg-cell');
      let filled = 0;
      for (const cell of cells) if (cell.querySelector('.pg-chip')) filled++;
      if (filled === 0) continue;
      const kind = cells.length > 7 ? (filled > 7 ? 'month' : null) : 'week';
      if (kind && !window.__shown[kind]) window.__shown[kind] = performance.now();
      if (kind) return;
    }
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true });
`;

interface Step {
  ms: number;
  longTasks: number;
  longest: number;
}

/** Waits for the grid of `name` to show, then a moment more (the rest of the grid, the conflicts). */
async function shown(page: Page, name: 'week' | 'month', from: string): Promise<Step> {
  await page.waitForFunction(`window.__shown[${JSON.stringify(name)}] !== undefined`, undefined, { timeout: 60_000 });
  await page.waitForTimeout(1500);
  return page.evaluate(`(() => {
    const from = ${from};
    const tasks = window.__longTasks.filter((t) => t.start >= from);
    return {
      ms: window.__shown[${JSON.stringify(name)}] - from,
      longTasks: tasks.length,
      longest: tasks.reduce((m, t) => Math.max(m, t.duration), 0),
    };
  })()`);
}

async function measure(base: string, email: string, executablePath: string): Promise<void> {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    // bypassCSP: the waits below are expressions the page's policy (no eval) would refuse.
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      serviceWorkers: 'block',
      bypassCSP: true,
    });
    const page = await context.newPage();
    await page.addInitScript(INIT_SCRIPT);
    await page.goto(`${base}/#/connexion`);
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(BENCH_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('button', { name: 'Se connecter' }).waitFor({ state: 'hidden', timeout: 60_000 });
    // A fresh load on the planning's address (another query: a new document), as a planner arriving: /api/user,
    // then the page's code and its calls; times from the navigation's start.
    await page.goto(`${base}/?planning=1${PLANNING}`);
    const week = await shown(page, 'week', '0');
    const calls = (await page.evaluate(`performance.getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/') || e.initiatorType === 'script' || e.name.endsWith('.js'))
      .map((e) => ({ url: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd, size: e.decodedBodySize }))`)) as {
      url: string;
      start: number;
      end: number;
      size: number;
    }[];
    await page.evaluate('window.__mark("month")');
    await page.getByRole('button', { name: 'Mois', exact: true }).click();
    const month = await shown(page, 'month', 'window.__marks.month');
    const monthCall = (await page.evaluate(`performance.getEntriesByType('resource')
      .filter((e) => e.name.includes('/fetch/planned-services')).map((e) => ({ size: e.decodedBodySize,
        wire: e.encodedBodySize, ms: e.responseEnd - e.requestStart })).pop() ?? null`)) as {
      size: number;
      wire: number;
      ms: number;
    } | null;

    const user = calls.find((c) => c.url.endsWith('/api/user'));
    console.log(`planning_browser_week_first_grid ${Math.round(week.ms)} ms`);
    console.log(`planning_browser_week_long_tasks ${week.longTasks} tasks (longest ${Math.round(week.longest)} ms)`);
    console.log(`planning_browser_month_first_grid ${Math.round(month.ms)} ms`);
    console.log(`planning_browser_month_long_tasks ${month.longTasks} tasks (longest ${Math.round(month.longest)} ms)`);
    if (monthCall)
      console.log(
        `planning_browser_month_answer ${monthCall.size} B (${monthCall.wire} B on the wire, ${Math.round(monthCall.ms)} ms)`,
      );
    // The scripts loaded on demand after /api/user (the registry, the page, MUI's parts): the page's calls wait for
    // them; printed as one line.
    const scripts = calls.filter((c) => !c.url.includes('/api/') && c.start > (user?.end ?? 0));
    if (scripts.length)
      console.log(
        `  ${scripts.length} scripts after /api/user: from ${Math.round(scripts[0].start - (user?.end ?? 0))} to ${Math.round(Math.max(...scripts.map((c) => c.end)) - (user?.end ?? 0))} ms`,
      );
    for (const call of calls.filter((c) => c.url.includes('/api/')))
      console.log(
        `  ${call.url.replace(/\/api\/agency\/[^/]+/, '{agency}')}: started ${Math.round(call.start - (user?.end ?? 0))} ms after /api/user, ${Math.round(call.end - call.start)} ms, ${call.size} B`,
      );
  } finally {
    await browser.close();
  }
}

async function run(database?: Database): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-planning-browser-'));
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      WEB_DIST: webDist,
    }),
    jobs: false,
  };
  const app = await buildApp({ config, database });
  try {
    const agency = await generateAgency(app.ctx.db, {
      agents: 500,
      sites: 4000,
      yearStart: mondayBefore(4),
      plannedAgents: 450,
      weeks: 12,
    });
    await app.ctx.db.execute(sql`analyze`);
    console.log(`planning-browser: ${agency.services} services generated`);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const executablePath = findChromium() as string;
    await measure(base, agency.ownerEmail, executablePath);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// WEB_DIST names another build of the web (`vite build --outDir …`), as for the server.
const webDist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../../apps/web/dist');
const dist = path.join(webDist, 'index.html');
if (!findChromium() || !fs.existsSync(dist)) {
  console.log('planning-browser: build the web first (npm run build) and install Chromium');
} else if (process.env.BENCH_DATABASE_URL) {
  await withFreshPostgres(process.env.BENCH_DATABASE_URL, async (url) => {
    const database = await openDatabase({ databaseUrl: url });
    try {
      await database.migrate();
      await run(database);
    } finally {
      await database.close();
    }
  });
} else {
  await run();
}
