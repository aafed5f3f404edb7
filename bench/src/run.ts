// Performance figures, printed as `name value unit` and written to bench/results.json (see results.ts).
// http: a bare Fastify route, then the real server on loopback over PGlite (and PostgreSQL with
// BENCH_DATABASE_URL): version, current user and a tenant read, each as req/s and as % of bare Fastify (http.ts).
// recurrence: the domain's recurrence expansion against rrule (recurrence.ts).
// planning: the planning over a generated agency of 500 agents, 4000 sites and a year of services (planning/).
// planning-export: the planning's PDF and spreadsheet for the demo agency's month and a 500-agent month.
// field-queue: 1,000 queued field messages of an agent's phone drained in order over HTTP (field-queue.ts).
// web-bundle: the JavaScript a phone downloads before the first screen, gzipped (web-bundle.ts; build first).
// alarm-latency: an SOS sent through the field queue until the owner's supervision stream receives it.
// login-paint: the login page's paint on a throttled phone (150 ms, 1.6 Mbit/s, CPU ×4), cold (login-paint.ts).
// geocoding: the commune table's load, a reverse lookup and a town search, on the index and through the routes.
// autoplan: « Proposer un planning » for a month of 2,000 open posts over the generated agency (autoplan.ts).
// daily-reports: the customers' daily report tick over 500 agencies and one busy site's report (daily-reports.ts).
// scale-out: 200 phones sending field messages while 20 planners read the planning, one then two server processes
// on PostgreSQL (DATABASE_URL or BENCH_DATABASE_URL; without one it says how to run it).
// server-start: the built server's start on existing data and its idle memory, PGlite and PostgreSQL, against a bare
// Fastify process (server-start.ts).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { alarmLatencyScenario } from './alarm-latency.ts';
import { autoplanScenario } from './autoplan.ts';
import { dailyReportsScenario } from './daily-reports.ts';
import { fieldQueueScenario } from './field-queue.ts';
import { geocodingScenario } from './geocoding.ts';
import { httpScenario } from './http.ts';
import { loginPaintScenario } from './login-paint.ts';
import { planningScenario } from './planning/planning-scenario.ts';
import { planningChecksScenario } from './planning-checks.ts';
import { planningExportScenario } from './planning-export.ts';
import { recurrenceScenario } from './recurrence.ts';
import { selectScenarios, writeResults } from './results.ts';
import { scaleOutScenario } from './scale-out/scale-out-scenario.ts';
import { serverStartScenario } from './server-start.ts';
import { webBundleScenario } from './web-bundle.ts';

// Scenarios by name: `npm run bench -- recurrence` (or BENCH_ONLY=recurrence) runs only those named.
export const scenarios: Record<string, () => Promise<void>> = {
  http: httpScenario,
  recurrence: recurrenceScenario,
  planning: planningScenario,
  'planning-checks': planningChecksScenario,
  'planning-export': planningExportScenario,
  'field-queue': fieldQueueScenario,
  'web-bundle': webBundleScenario,
  'login-paint': loginPaintScenario,
  geocoding: geocodingScenario,
  'alarm-latency': alarmLatencyScenario,
  'scale-out': scaleOutScenario,
  autoplan: autoplanScenario,
  'daily-reports': dailyReportsScenario,
  'server-start': serverStartScenario,
};
// Each scenario runs in a process of its own, one after the other: what one leaves behind (the 117,000 services
// generated in memory, a database's pages, timers of the servers it built) must not slow the next one's figures, so
// that a whole run prints what each scenario prints alone.
const selected = selectScenarios(Object.keys(scenarios));
const child = process.env.BENCH_SCENARIO_PROCESS;
if (child) {
  await scenarios[child]();
  writeResults();
} else {
  for (const name of selected) {
    const code = await runAlone(name);
    if (code !== 0) {
      console.error(`bench: scenario ${name} failed (exit ${code})`);
      process.exitCode = 1;
    }
  }
}

function runAlone(name: string): Promise<number | null> {
  const entry = fileURLToPath(import.meta.url);
  const options = { stdio: 'inherit' as const, env: { ...process.env, BENCH_SCENARIO_PROCESS: name, BENCH_ONLY: '' } };
  const running = spawn(process.execPath, [...process.execArgv, entry], options);
  return new Promise((resolve) => running.on('exit', (code) => resolve(code)));
}
