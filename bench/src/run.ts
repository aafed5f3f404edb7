// Performance figures, printed as `name value unit` and written to bench/results.json (see results.ts).
// http: the real server on loopback over a fresh embedded database; every load is bounded in time.
// recurrence: the domain's recurrence expansion against rrule (recurrence.ts).
// planning: the planning over a generated agency of 500 agents, 4000 sites and a year of services (planning/).
// planning-export: the planning's PDF and spreadsheet for the demo agency's month and a 500-agent month.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { DEMO_PASSWORD, seedDemo } from '../../apps/server/src/seed/demo.ts';
import { planningScenario } from './planning/planning-scenario.ts';
import { planningExportScenario } from './planning-export.ts';
import { recurrenceScenario } from './recurrence.ts';
import { record, selectScenarios, writeResults } from './results.ts';

async function load(url: string, headers: Record<string, string> = {}) {
  return autocannon({ url, connections: 10, duration: 5, headers });
}

async function httpScenario() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1' }), jobs: false };
  const app = await buildApp({ config });
  await seedDemo(app.ctx.db);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  try {
    const login = await fetch(`${base}/api/login_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'gerant@demo.test', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const version = await load(`${base}/api/version`);
    record('version_requests_per_second', version.requests.average, 'req/s');
    record('version_latency_p50', version.latency.p50, 'ms');
    const user = await load(`${base}/api/user`, { authorization: `Bearer ${token}` });
    record('current_user_requests_per_second', user.requests.average, 'req/s');
    record('current_user_latency_p50', user.latency.p50, 'ms');
    record('current_user_latency_p97_5', user.latency.p97_5, 'ms');
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// Scenarios by name: `npm run bench -- recurrence` (or BENCH_ONLY=recurrence) runs only those named.
const scenarios: Record<string, () => Promise<void>> = {
  http: httpScenario,
  recurrence: recurrenceScenario,
  planning: planningScenario,
  'planning-export': planningExportScenario,
};
for (const name of selectScenarios(Object.keys(scenarios))) await scenarios[name]();
writeResults();
